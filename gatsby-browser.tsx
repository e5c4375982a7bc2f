import type { GatsbyBrowser } from 'gatsby'
import type { ReactElement } from 'react'
import type { Renderer } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { keepServerHtml } from './src/lib/server-html'
import { wrapPage } from './src/wrap-page'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage

/**
 * A built page keeps its server HTML: Gatsby's root renders off the document (the page's data, its
 * Head, the outbox, the islands' host; the build's browser code has no page bodies, see src/views/)
 * and only the islands hydrate, each in a root of its own (src/islands/). `gatsby develop` renders
 * the whole page in the document, so that an edit shows on the open page.
 */
function renderPage(element: ReactElement, container: Element) {
  if (process.env.NODE_ENV === 'development') return createRoot(container).render(element)
  keepServerHtml()
  createRoot(document.createElement('div')).render(element)
}
// Gatsby's type is React 17's render(); Gatsby 5 calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => renderPage as unknown as Renderer
