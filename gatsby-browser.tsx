import type { GatsbyBrowser } from 'gatsby'
import type { ReactNode } from 'react'
import { rememberAttribution } from './src/lib/forms/attribution'
import { Provider } from './src/components/ui/provider'
import type { System } from './src/theme/system'
import { wrapPage } from './src/wrap-page'

let system: System | undefined

/**
 * Reads the system when React renders, which both production and `gatsby develop` do only once
 * onClientEntry has resolved; `gatsby develop` calls wrapRootElement earlier, as it loads.
 */
function WithSystem({ children }: { children: ReactNode }) {
  if (!system) throw new Error('The page rendered before onClientEntry loaded the Chakra system')
  return <Provider system={system}>{children}</Provider>
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <WithSystem>{element}</WithSystem>

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Chakra's system (its code and theme, then the work of building it: the longest part of the
 * browser's start-up) runs in tasks of its own instead of inside the app bundle's one long task:
 * the modules evaluated, then the system built (issue 8: total blocking time). An eager `import()`
 * keeps the code in the app bundle (no extra request before the first render) but evaluates it only
 * when called. Gatsby renders nothing before this resolves; until then the page is its server HTML,
 * whose links and forms work without JavaScript.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  // The visit's first page says where the visitor came from; forms send it (src/lib/forms/attribution.ts).
  rememberAttribution(window.location, document.referrer)
  await nextTask()
  const { getSystem } = await import(/* webpackMode: "eager" */ './src/theme/system')
  await nextTask()
  system = getSystem()
}

// Every change of path starts at the top, instantly (spec §2), even where a global smooth scroll
// is set; a link to an anchor on the page (#main) still goes to the anchor.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const { location } = routerProps
  if (location.hash || !prevRouterProps || prevRouterProps.location.pathname === location.pathname) return true
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  return false
}
