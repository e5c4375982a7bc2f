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
        `<script id="gatsby-script-loader" src="/static/inline/${loader!.name}" defer></script>`,
        '<script src="/app-1.js" defer></script></body>',
      ].join(''),
    )
    expect(module!.name).toMatch(/^[0-9a-f]{20}\.js$/)
  })

  it('moves no file for a page without inline code, and only defers its scripts', () => {
    const html = '<script src="/a.js"></script><script type="application/ld+json">{}</script><script type="module" src="/m.js"></script>'
    expect(externalizeInlineScripts(html)).toEqual({
      html: '<script src="/a.js" defer></script><script type="application/ld+json">{}</script><script type="module" src="/m.js"></script>',
      files: [],
    })
  })

  it('defers classic scripts in document order, so the page data is set before the app runs', () => {
    const { html } = externalizeInlineScripts('<script>window.a=1</script><script src="/app.js" async=""></script>')
    expect(html).toMatch(/^<script src="\/static\/inline\/[0-9a-f]{20}\.js" defer><\/script><script src="\/app\.js" defer><\/script>$/)
  })
})
