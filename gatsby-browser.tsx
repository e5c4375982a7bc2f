import type { GatsbyBrowser } from 'gatsby'
import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Provider } from './src/components/ui/provider'
import { getSystem, prepareSystemConfig } from './src/theme/system'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <Provider>{element}</Provider>

// Chakra's system is built in two tasks of their own (merge the configs, then build), right after
// the bundles have run and while the page's data is being fetched (issue 8: total blocking time).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  setTimeout(() => {
    prepareSystemConfig()
    setTimeout(getSystem, 0)
  }, 0)
}

// Every change of path starts at the top, instantly (spec §2), even where a global smooth scroll
// is set; a link to an anchor on the page (#main) still goes to the anchor.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const { location } = routerProps
  if (location.hash || !prevRouterProps || prevRouterProps.location.pathname === location.pathname) return true
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  return false
}

/**
 * Hydration as a transition (issue 8: total blocking time). React hydrates a root at default
 * priority in one task, however long; inside `startTransition` the same work yields to the browser
 * every few milliseconds, so a tap or a frame is never held up behind it. A tap on a part not yet
 * hydrated still hydrates that part first (React's selective hydration). A page with no server HTML
 * (none here, but Gatsby allows client-only routes) renders anew.
 */
function hydrateAsTransition(element: ReactElement, container: Element) {
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, element)
    else createRoot(container).render(element)
  })
}

// Gatsby's type still names the legacy `ReactDOM.render` signature; Gatsby ignores the return value.
export const replaceHydrateFunction = (() => hydrateAsTransition) as unknown as GatsbyBrowser['replaceHydrateFunction']
