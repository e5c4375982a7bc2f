import type { GatsbyBrowser } from 'gatsby'
import { Provider } from './src/components/ui/provider'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <Provider>{element}</Provider>

// Every change of path starts at the top, instantly (spec §2), even where a global smooth scroll
// is set; a link to an anchor on the page (#main) still goes to the anchor.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const { location } = routerProps
  if (location.hash || !prevRouterProps || prevRouterProps.location.pathname === location.pathname) return true
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  return false
}
