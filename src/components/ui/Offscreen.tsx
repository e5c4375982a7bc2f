import type { ReactNode } from 'react'
import { TOUCH_EVENTS } from '../../lib/islands'

/**
 * A whole section of a long page (or the footer) that the browser skips styling, laying out and
 * painting while it is off screen: the first style and layout of a landing page (1,300 elements)
 * was the longest task of its load, a third of that with these skipped (docs/performance.md, 15).
 * Its content stays in the page all along, for search, find-in-page and links to its anchors. Never
 * for a part whose content may overflow it (its paint is contained: a dropdown would be cut off).
 */
export function Offscreen({ children }: { children: ReactNode }) {
  return (
    // skipped by a rule of the theme's (src/theme/system.ts), not an inline style on each section
    <div data-offscreen="">{children}</div>
  )
}

/**
 * From the visitor's first scroll or touch, draws the sections still skipped one per idle moment,
 * each a short task of its own: the page is then whole for what reads what is drawn (assistive
 * technology that asks for positions, accessibility checkers, which judge colours against the wrong
 * background in a section still skipped). Not before: drawn as the page loads, they were its longest
 * tasks after the first paint (docs/performance.md, 15).
 */
export function drawOffscreenOnFirstUse(document: Document) {
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
    for (const type of FIRST_USE) window.removeEventListener(type, start, true)
    document.documentElement.dataset.drawing = ''
    idle(drawNext)
  }
  for (const type of FIRST_USE) window.addEventListener(type, start, { capture: true, passive: true })
}

const FIRST_USE = ['scroll', ...TOUCH_EVENTS]
