import type { ReactNode } from 'react'

/**
 * A whole section of a long page (or the footer) that the browser skips styling, laying out and
 * painting while it is off screen: the first style and layout of a landing page (1,300 elements)
 * was the longest task of its load, a third of that with these skipped (docs/performance.md, 15).
 * Its content stays in the page all along, for search, find-in-page and links to its anchors. Never
 * for a part whose content may overflow it (its paint is contained: a dropdown would be cut off).
 * Drawn from the visitor's first use by the page's first script (src/lib/page-script/draw-offscreen.ts).
 */
export function Offscreen({ children }: { children: ReactNode }) {
  return (
    // skipped by a rule of the theme's (src/theme/system.ts), not an inline style on each section
    <div data-offscreen="">{children}</div>
  )
}
