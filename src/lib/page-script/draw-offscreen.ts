/**
 * From the visitor's first use of the page (`events`: a scroll, a tap, focus, a key), draws the
 * sections still skipped off screen (src/components/ui/Offscreen.tsx) one per idle moment, each a
 * short task of its own: the page is then whole for what reads what is drawn (assistive technology
 * that asks for positions, accessibility checkers, which judge colours against the wrong background
 * in a section still skipped). Not before: drawn as the page loads, they were its longest tasks after
 * the first paint (docs/performance.md, 15). Runs in the page (see desktop-menus.ts), whether or not
 * the islands' code has come.
 */
export function drawOffscreenOnFirstUse(events: readonly string[]) {
  const idle = window.requestIdleCallback ?? ((draw: () => void) => window.setTimeout(draw, 50))
  const skipped = () => Array.from(document.querySelectorAll<HTMLElement>('[data-offscreen]:not([data-drawn])'))
  // Safari keeps no scroll anchor: a section above the screen that changes height as it is drawn
  // would move what the visitor reads, and the button under a finger; the page moves with it.
  const anchored = window.CSS?.supports?.('overflow-anchor', 'auto') ?? false
  const drawNext = () => {
    const [next] = skipped()
    // marks the page as still changing for the browser tests, which wait before a tap as a visitor would
    if (!next) return delete document.documentElement.dataset.drawing
    next.dataset.drawn = ''
    const before = next.getBoundingClientRect()
    next.style.contentVisibility = 'visible'
    // its style and layout in this task, not merged into the next frame's
    const after = next.getBoundingClientRect()
    if (!anchored && before.bottom <= 0 && after.height !== before.height)
      window.scrollBy({ top: after.height - before.height, behavior: 'instant' })
    idle(drawNext)
  }
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, true)
    document.documentElement.dataset.drawing = ''
    idle(drawNext)
  }
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true })
}
