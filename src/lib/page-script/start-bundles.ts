/** What tells the starter that the page needs its bundles (page-script/index.ts fills it in). */
export type StartSettings = {
  /** the visitor using the page: a scroll, a tap, focus, a key, a click alone (src/lib/islands.ts) */
  events: readonly string[]
  /** how far below the screen an island that wakes when near starts (NEAR_MARGIN) */
  nearMargin: string
  /** requests kept to send again (localStorage) */
  outboxKey: string
  /** where a form's draft is kept in the tab, before the frame's `data-draft` */
  draftPrefix: string
}

/**
 * Gatsby's bundles (webpack runtime, framework, app: 90 KB) start when the page needs them, from the
 * script the build puts in their place (src/lib/build/externalize-scripts.ts): on the visitor's first
 * use of the page (a scroll, a tap, focus, a key, a click alone), or once the page
 * is drawn when something must wake without one: an island that wakes when near is near the screen, a
 * storm check whose address has a query, a form with a draft kept in the tab, requests in the outbox.
 * A visitor who only reads runs none of it: the server HTML is the page, its links work and its forms
 * post. The bundles run in their document order; the first use's island catches up on what it missed
 * (src/islands/catch-up.ts). Runs in the page (see desktop-menus.ts), from its own script: it reads
 * the bundles from that script's `data-scripts`.
 */
export function startBundles(settings: StartSettings) {
  const me = document.currentScript
  let started = false
  const stopListening = () => {
    for (const type of settings.events) removeEventListener(type, used, true)
  }
  const start = () => {
    if (started || !me) return
    started = true
    stopListening()
    // into <head>: a change to <body> would restyle the page in the frame that answers the use
    for (const src of (me.getAttribute('data-scripts') ?? '').split(' ')) {
      const script = document.createElement('script')
      script.src = src
      script.async = false
      document.head.appendChild(script)
    }
  }
  // after the frame that answers the use (a menu shown, a dialog opened): the scripts wait for the
  // network anyway. Once: a scroll sends its events by the dozen.
  const used = () => {
    stopListening()
    requestAnimationFrame(() => setTimeout(start, 0))
  }
  for (const type of settings.events) addEventListener(type, used, { capture: true, passive: true })

  const kept = (storage: 'localStorage' | 'sessionStorage', key: string) => {
    try {
      return Boolean(window[storage].getItem(key))
    } catch {
      return false
    }
  }
  // the host's own rules (src/islands/host.tsx: `touch-or-query` with a query, a frame's draft), which
  // this script cannot import
  const needed = () =>
    (location.search.length > 1 && document.querySelector('[data-wake="touch-or-query"]') !== null) ||
    kept('localStorage', settings.outboxKey) ||
    Array.from(document.querySelectorAll<HTMLElement>('[data-draft]')).some((frame) =>
      kept('sessionStorage', settings.draftPrefix + frame.dataset.draft),
    )
  let checked = false
  const check = () => {
    if (checked || started) return
    checked = true
    if (needed()) return start()
    // The frame draws no box (display: contents): its children are what comes near.
    const near = document.querySelectorAll('[data-wake="near"] > *')
    if (near.length === 0 || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: settings.nearMargin },
    )
    near.forEach((element) => observer.observe(element))
  }
  // Not before the first screen is painted: fetched with the page, the bundles shared a phone's slow
  // connection with the fonts and the first images (docs/performance.md, record 5). The first frame
  // after load is not always painted (Chrome holds it while images decode): where the browser reports
  // its first contentful paint, wait for that entry.
  const nextFrame = () => requestAnimationFrame(() => setTimeout(check, 0))
  const afterPaint = () => {
    // a tab in the background paints nothing
    if (document.visibilityState === 'hidden') return check()
    const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || []
    if (!types.includes('paint')) return nextFrame()
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      nextFrame()
    }).observe({ type: 'paint', buffered: true })
  }
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
  // a resource that never finishes holds the load event back
  setTimeout(check, 5000)
}
