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
        `<head><script type="application/ld+json">{"@type":"WebSite"}</script><script src="/static/inline/${commands!.name}" data-page-script defer></script></head><body>`,
        `<div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader" src="/static/inline/${loaderFile!.name}" defer></script>`,
        `<script id="gatsby-chunk-mapping" src="/static/inline/${chunksFile!.name}" defer></script><script src="/static/inline/${hashFile!.name}" defer></script>`,
        `<script src="/static/inline/${starter!.name}" data-scripts="/app-1.js" defer></script></body>`,
      ].join(''),
    )
    expect(loaderFile!.name).toMatch(/^[0-9a-f]{20}\.js$/)
    expect(foreign).toEqual([])
  })

  it('keeps one page script through a rebuild on a warm cache, which stitches the bundles into the page as written before', () => {
    const first = externalizeInlineScripts(page).html
    // Gatsby's stitching puts its script tags back where they were, around what the last build left
    const restitched = first.replace(/<script src="[^"]*" data-scripts="[^"]*" defer><\/script>/, '<script src="/app-2.js" async></script>')
    const { html, files } = externalizeInlineScripts(restitched)
    const commands = files.find((f) => f.content === PAGE_SCRIPT)!
    expect([...html.matchAll(/data-page-script/g)]).toHaveLength(1)
    expect(html).toContain(`<script src="/static/inline/${commands.name}" data-page-script defer></script></head>`)
    expect(html).toContain('data-scripts="/app-2.js"')
    // and the copies builds before the mark left in <head>, each with its own listeners
    const unmarked = '<script src="/static/inline/0123456789abcdef0123.js" defer></script>'
    const old = restitched.replace(/<script src="[^"]*" data-page-script defer><\/script>/, unmarked + unmarked)
    const cleaned = externalizeInlineScripts(old).html
    expect(cleaned).not.toContain('0123456789abcdef0123')
    expect([...cleaned.matchAll(/data-page-script/g)]).toHaveLength(1)
    // Gatsby's own moved scripts, in <body>, stay
    expect([...cleaned.matchAll(/<script id="gatsby-(script-loader|chunk-mapping)" src="\/static\/inline\//g)]).toHaveLength(2)
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
})

/**
 * The starter as the build writes it, run in a stand-in for the page: `page` says what the page
 * holds (its address's query, islands that wake with a query, near the screen or with a draft) and
 * what is kept in the browser. Returns the bundles it added and hands to fire what the page does.
 */
function runStarter(page: {
  search?: string
  queryIsland?: boolean
  near?: number
  drafts?: string[]
  local?: Record<string, string>
  session?: Record<string, string>
  readyState?: string
  visibilityState?: string
  paintEntries?: boolean
}) {
  const { files } = externalizeInlineScripts('<script src="/a.js"></script><script src="/b.js"></script>')
  const starter = files.find((f) => f.content.includes('data-scripts'))!
  const added: string[] = []
  const listeners = new Map<string, () => void>()
  const frames: Array<() => void> = []
  const timers: Array<{ fn: () => void; ms: number }> = []
  const observed: Element[] = []
  let intersect: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined
  let paint: (names: string[]) => void = () => undefined
  const element = (attributes: Record<string, string>) => ({ dataset: attributes }) as unknown as Element
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'data-scripts' ? '/a.js /b.js' : null) },
    head: { appendChild: (s: { src: string; async: boolean }) => added.push(`${s.src}${s.async ? ' async' : ''}`) },
    createElement: () => ({}),
    readyState: page.readyState ?? 'interactive',
    visibilityState: page.visibilityState ?? 'visible',
    querySelector: (selector: string) => (selector === '[data-wake="touch-or-query"]' && page.queryIsland ? element({}) : null),
    querySelectorAll: (selector: string) => {
      if (selector === '[data-draft]') return (page.drafts ?? []).map((draft) => element({ draft }))
      if (selector === '[data-wake="near"] > *') return Array.from({ length: page.near ?? 0 }, () => element({}))
      return []
    },
  }
  const storage = (items: Record<string, string> = {}) => ({ getItem: (key: string) => items[key] ?? null })
  class FakeIntersectionObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options: { rootMargin: string }) {
      expect(options.rootMargin).toBe('600px 0px')
      intersect = callback
    }
    observe(target: Element) {
      observed.push(target)
    }
    disconnect() {}
  }
  class FakePerformanceObserver {
    static supportedEntryTypes = page.paintEntries ? ['paint'] : []
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePerformanceObserver) => void) {
      paint = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this)
    }
    observe() {}
    disconnect() {}
  }
  const globals = {
    document,
    location: { search: page.search ?? '' },
    window: { localStorage: storage(page.local), sessionStorage: storage(page.session) },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    IntersectionObserver: FakeIntersectionObserver,
    PerformanceObserver: FakePerformanceObserver,
  }
  new Function(...Object.keys(globals), starter.content)(...Object.values(globals))
  /** The next frame and the task after it. */
  const nextFrameAndTask = () => {
    frames.splice(0).forEach((frame) => frame())
    timers.filter((t) => t.ms === 0).forEach((t) => t.fn())
  }
  /** The load event, then the next frame and the task after it. */
  const loadAndPaint = () => {
    listeners.get('load')?.()
    nextFrameAndTask()
  }
  return {
    added,
    nextFrameAndTask,
    listeners,
    timers,
    observed,
    loadAndPaint,
    intersect: (yes: boolean) => intersect([{ isIntersecting: yes }]),
    paint: (names: string[]) => paint(names),
  }
}

describe('the starter of the bundles', () => {
  it('adds them in order, once, on the first use of the page: a scroll, a tap, focus, a key, a click alone', () => {
    for (const use of ['scroll', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'mousedown', 'click']) {
      const page = runStarter({})
      page.loadAndPaint()
      expect(page.added).toEqual([])
      page.listeners.get(use)!()
      expect(page.added).toEqual([]) // not in the frame that answers the use
      expect([...page.listeners.keys()]).toEqual(['load']) // once: a scroll's next events ask for nothing
      page.nextFrameAndTask()
      expect(page.added).toEqual(['/a.js', '/b.js'])
      // nothing more on the next use, nor from the fallback for a resource that never loads
      expect([...page.listeners.keys()]).toEqual(['load'])
      page.timers.find((t) => t.ms === 5000)!.fn()
      expect(page.added).toEqual(['/a.js', '/b.js'])
    }
  })

  it('adds nothing for a visitor who only reads: loaded and painted, nothing near, no query, nothing kept', () => {
    const page = runStarter({ search: '?utm_source=news', near: 0, drafts: ['estimate:hero'], session: { 'visit-attribution': '{}' } })
    // a pointer passing over the page is no use of it: Chromium sends one as the page loads under a resting mouse
    expect(page.listeners.has('pointerover')).toBe(false)
    page.loadAndPaint()
    page.timers.find((t) => t.ms === 5000)!.fn()
    expect(page.added).toEqual([])
  })

  it('adds them once the page is painted when something must wake without a use', () => {
    const cases = [
      { search: '?address=Cary', queryIsland: true }, // the storm check answers its address at once
      { local: { 'form-outbox': '[{"id":"1"}]' } }, // a request to send again
      { drafts: ['estimate:hero'], session: { 'form-draft:estimate:hero': '{"name":"Ana"}' } }, // a draft to show
    ]
    for (const page of cases) {
      const run = runStarter(page)
      expect(run.added).toEqual([])
      run.loadAndPaint()
      expect(run.added).toEqual(['/a.js', '/b.js'])
    }
  })

  it('adds them when an island that wakes when near comes within 600 px of the screen, from the first paint on', () => {
    const page = runStarter({ near: 2 })
    expect(page.observed).toHaveLength(0)
    page.loadAndPaint()
    expect(page.observed).toHaveLength(2)
    page.intersect(false)
    expect(page.added).toEqual([])
    page.intersect(true)
    expect(page.added).toEqual(['/a.js', '/b.js'])
  })

  it('waits for the first contentful paint the browser reports, not just the next frame', () => {
    const page = runStarter({ readyState: 'complete', paintEntries: true, local: { 'form-outbox': '[{}]' } })
    page.loadAndPaint()
    expect(page.added).toEqual([]) // loaded, but nothing painted yet
    page.paint(['first-paint']) // a paint of the background only
    page.loadAndPaint()
    expect(page.added).toEqual([])
    page.paint(['first-contentful-paint'])
    page.loadAndPaint()
    expect(page.added).toEqual(['/a.js', '/b.js'])
  })

  it('checks at once in a tab in the background, which paints nothing, or after 5 s if the page never loads', () => {
    const hidden = runStarter({ readyState: 'complete', visibilityState: 'hidden', local: { 'form-outbox': '[{}]' } })
    expect(hidden.added).toEqual(['/a.js', '/b.js'])
    const stuck = runStarter({ local: { 'form-outbox': '[{}]' } })
    stuck.timers.find((t) => t.ms === 5000)!.fn()
    expect(stuck.added).toEqual(['/a.js', '/b.js'])
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
