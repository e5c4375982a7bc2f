import type { GatsbyBrowser } from 'gatsby'
import type { ReactElement } from 'react'
import type { Renderer } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { keepServerHtml } from './src/islands/static'
import { rememberAttribution } from './src/lib/forms/attribution'
import { wrapPage } from './src/wrap-page'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage

// The visit's first page says where the visitor came from; forms send it (src/lib/forms/attribution.ts).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  rememberAttribution(window.location, document.referrer)
}

/**
 * A built page keeps its server HTML: Gatsby's root renders off the document (the page's data, its
 * Head, the outbox, the islands' host) and only the islands hydrate, each in a root of its own
 * (src/islands/). `gatsby develop` renders the whole page in the document (its server HTML replaced),
 * so that an edit shows on the open page.
 */
function renderPage(element: ReactElement, container: Element) {
  const serverHtml = Boolean(document.getElementById('gatsby-focus-wrapper')?.children.length)
  if (serverHtml && process.env.NODE_ENV !== 'development') {
    keepServerHtml()
    createRoot(document.createElement('div')).render(element)
  } else createRoot(container).render(element)
}
// Gatsby's type is React 17's render(); Gatsby 5 calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => renderPage as unknown as Renderer
