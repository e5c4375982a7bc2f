/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { externalizeInlineScripts, externalizeScriptsIn } from '../../src/lib/build/externalize-scripts'
import { PAGE_SCRIPT } from '../../src/lib/page-script'

describe('moving inline scripts to files', () => {
  // The three scripts Gatsby 5 writes inline, as in a built page.
  const loader = '/*<![CDATA[*/window.pagePath="/blog/signs-you-need-a-new-roof/";/*]]>*/'
  const chunks = '\n            window.___chunkMapping="{\\"app\\":[\\"/app-0627.js\\"]}";\n          '
  const hash = 'window.___webpackCompilationHash="b2cb735eec50b35d5b9c";'
  const page = [
    '<head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body>',
    `<div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader">${loader}</script>`,
    `<script id="gatsby-chunk-mapping">${chunks}</script><script>${hash}</script>`,
    '<script src="/app-1.js" async></script></body>',
  ].join('')

  it('replaces each script Gatsby wrote by a file named for its content, keeping its attributes and place', () => {
    const { html, files, foreign } = externalizeInlineScripts(page)
    expect(files.map((f) => f.content).slice(0, 3)).toEqual([loader, chunks, hash])
    const [loaderFile, chunksFile, hashFile, starter, commands] = files
    expect(commands!.content).toBe(PAGE_SCRIPT)
    expect(html).toBe(
      [
        `<head><script type="application/ld+json">{"@type":"WebSite"}</script><script src="/static/inline/${commands!.name}" defer></script></head><body>`,
        `<div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader" src="/static/inline/${loaderFile!.name}" defer></script>`,
        `<script id="gatsby-chunk-mapping" src="/static/inline/${chunksFile!.name}" defer></script><script src="/static/inline/${hashFile!.name}" defer></script>`,
        `<script src="/static/inline/${starter!.name}" data-scripts="/app-1.js" defer></script></body>`,
      ].join(''),
    )
    expect(loaderFile!.name).toMatch(/^[0-9a-f]{20}\.js$/)
    expect(foreign).toEqual([])
  })

  it('leaves every other inline script where it is (the policy blocks it) and reports it', () => {
    const others = [
      '<script>window.pwned = true</script>',
      '<script type="module">import("https://vendor.example/embed.js")</script>',
      // Gatsby's ids or shapes with code of their own
      '<script id="gatsby-script-loader">alert(1)</script>',
      '<script>window.___webpackCompilationHash="1";alert(1)</script>',
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="";alert(1);//";</script>',
      `<script id="something-else">${hash}</script>`,
    ]
    const article = page.replace('<p>Text</p>', `<p>Text</p>${others.join('<p>more</p>')}`)
    const { html, files, foreign } = externalizeInlineScripts(article)
    expect(foreign).toEqual(others)
    for (const script of others) expect(html).toContain(script)
    expect(files.map((f) => f.content).slice(0, 3)).toEqual([loader, chunks, hash])
    for (const file of files) expect(file.content).not.toMatch(/pwned|alert|vendor/)
  })

  it('moves no file for a page without inline code or bundles, and only defers its scripts', () => {
    const html =
      '<script src="/static/inline/a.js"></script><script type="application/ld+json">{}</script><script type="module" src="/m.js"></script>'
    expect(externalizeInlineScripts(html)).toEqual({
      html: '<script src="/static/inline/a.js" defer></script><script type="application/ld+json">{}</script><script type="module" src="/m.js"></script>',
      files: [],
      foreign: [],
    })
  })

  it('defers the page data, and starts the bundles after it, in document order, from one starter script', () => {
    const { html, files } = externalizeInlineScripts(
      '<script>window.___webpackCompilationHash="1";</script><script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>',
    )
    const starter = files.find((f) => f.content.includes('data-scripts'))!
    expect(html).toMatch(
      /^<script src="\/static\/inline\/[0-9a-f]{20}\.js" defer><\/script><script src="\/static\/inline\/([0-9a-f]{20})\.js" data-scripts="\/webpack-runtime-1\.js \/framework-2\.js \/app-3\.js" defer><\/script>$/,
    )
    expect(html).toContain(`/static/inline/${starter.name}`)
  })

  it('has the starter add the bundles in order, once, after the load event and the next paint', () => {
    const { files } = externalizeInlineScripts('<script src="/a.js"></script><script src="/b.js"></script>')
    const frames: Array<() => void> = []
    const added: string[] = []
    const listeners: Record<string, () => void> = {}
    const timers: Array<{ fn: () => void; ms: number }> = []
    const document = {
      currentScript: { getAttribute: () => '/a.js /b.js' },
      body: { appendChild: (s: { src: string; async: boolean }) => added.push(`${s.src}${s.async ? ' async' : ''}`) },
      createElement: () => ({}),
      readyState: 'interactive',
      visibilityState: 'visible',
    }
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', files[0]!.content)
    run(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      (type: string, fn: () => void) => (listeners[type] = fn),
    )
    expect(frames).toEqual([])
    listeners.load!()
    expect(added).toEqual([])
    frames[0]!() // the next frame
    expect(added).toEqual([])
    timers.find((t) => t.ms === 0)!.fn() // the task after it
    expect(added).toEqual(['/a.js', '/b.js'])
    // the fallback for a resource that never loads, and a key press, add nothing more
    timers.find((t) => t.ms === 5000)!.fn()
    listeners.keydown!()
    expect(added).toEqual(['/a.js', '/b.js'])
  })

  it('has the starter wait for the first contentful paint the browser reports, not just the next frame', () => {
    const { files } = externalizeInlineScripts('<script src="/a.js"></script>')
    const added: string[] = []
    const frames: Array<() => void> = []
    const timers: Array<{ fn: () => void; ms: number }> = []
    let report: (names: string[]) => void = () => undefined
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this)
      }
      observe() {}
      disconnect() {}
    }
    const document = {
      currentScript: { getAttribute: () => '/a.js' },
      body: { appendChild: (s: { src: string }) => added.push(s.src) },
      createElement: () => ({}),
      readyState: 'complete',
      visibilityState: 'visible',
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'PerformanceObserver', files[0]!.content)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      () => undefined,
      FakeObserver,
    )
    expect(frames).toEqual([]) // loaded, but nothing painted yet: no frame is awaited
    report(['first-paint']) // a paint of the background only
    expect(frames).toEqual([])
    report(['first-contentful-paint'])
    frames[0]!()
    timers.find((t) => t.ms === 0)!.fn()
    expect(added).toEqual(['/a.js'])
  })

  it('has the starter add the bundles at once in a tab in the background, or on the first tap', () => {
    const { files } = externalizeInlineScripts('<script src="/a.js"></script>')
    const run = (visibilityState: string, readyState: string) => {
      const added: string[] = []
      const listeners: Record<string, () => void> = {}
      const document = {
        currentScript: { getAttribute: () => '/a.js' },
        body: { appendChild: (s: { src: string }) => added.push(s.src) },
        createElement: () => ({}),
        readyState,
        visibilityState,
      }
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', files[0]!.content)(
        document,
        () => undefined,
        () => undefined,
        (type: string, fn: () => void) => (listeners[type] = fn),
      )
      return { added, listeners }
    }
    expect(run('hidden', 'complete').added).toEqual(['/a.js'])
    const early = run('visible', 'loading')
    expect(early.added).toEqual([])
    early.listeners.pointerdown!()
    expect(early.added).toEqual(['/a.js'])
  })
})

describe('the pages of a build', () => {
  it("rewrites Gatsby's pages and leaves the editor's page (/admin/) as it is, its script starting at once", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'public-'))
    const editor = '<!doctype html><body><script src="/admin/editor-1.js"></script></body>'
    const page = '<!doctype html><body><script src="/app-1.js" async></script></body>'
    mkdirSync(path.join(dir, 'admin'))
    mkdirSync(path.join(dir, 'about'))
    writeFileSync(path.join(dir, 'admin', 'index.html'), editor)
    writeFileSync(path.join(dir, 'about', 'index.html'), page)
    externalizeScriptsIn(dir)
    expect(readFileSync(path.join(dir, 'admin', 'index.html'), 'utf8')).toBe(editor)
    expect(readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')).not.toBe(page) // the starter took the bundle
    rmSync(dir, { recursive: true, force: true })
  })
})
