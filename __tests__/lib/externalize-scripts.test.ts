/** @jest-environment node */
import { externalizeInlineScripts } from '../../src/lib/build/externalize-scripts'

describe('moving inline scripts to files', () => {
  const page = [
    '<head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body>',
    '<script type="module">const a=1</script><img><script type="module">const a=1</script>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
    '<script src="/app-1.js" async></script></body>',
  ].join('')

  it('replaces each code script by a file named for its content, keeping its attributes and place', () => {
    const { html, files } = externalizeInlineScripts(page)
    expect(files.map((f) => f.content)).toEqual(['const a=1', '/*<![CDATA[*/window.pagePath="/";/*]]>*/'])
    const [module, loader] = files
    expect(html).toBe(
      [
        '<head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body>',
        `<script type="module" src="/static/inline/${module!.name}"></script><img><script type="module" src="/static/inline/${module!.name}"></script>`,
        `<script id="gatsby-script-loader" src="/static/inline/${loader!.name}"></script>`,
        '<script src="/app-1.js" async></script></body>',
      ].join(''),
    )
    expect(module!.name).toMatch(/^[0-9a-f]{20}\.js$/)
  })

  it('leaves a page without inline code as it was', () => {
    const html = '<script src="/a.js"></script><script type="application/ld+json">{}</script>'
    expect(externalizeInlineScripts(html)).toEqual({ html, files: [] })
  })
})
