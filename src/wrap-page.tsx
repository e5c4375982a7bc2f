import type { ReactElement, ReactNode } from 'react'
import { OutboxAgent } from './components/forms/OutboxAgent'
import { RouteErrorBoundary } from './components/layout/RouteErrorBoundary'
import { useSiteData } from './hooks/use-site-data'
import { LocaleProvider } from './hooks/use-locale'
import { IslandHost } from './islands/host'
import PageFrame from './views/PageFrame'

/**
 * Every page: its frame and body (server HTML the browser keeps: only the islands in it hydrate, see
 * src/islands/), the islands' host, and the outbox, which runs on every page whatever the visitor touches.
 */
function SitePage({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { site } = useSiteData()
  return (
    <>
      <IslandHost pathname={pathname} />
      <OutboxAgent phone={site.phone} />
      <PageFrame pathname={pathname}>{children}</PageFrame>
    </>
  )
}

type WrapPageArgs = { element: ReactElement; props: { location: { pathname: string } } }

/**
 * Gatsby's `wrapPageElement`, the same in the browser and on the server. A page that fails to render
 * shows the error screen in place of the whole frame (spec §8), and another path tries again.
 */
export const wrapPage = ({ element, props }: WrapPageArgs) => (
  <RouteErrorBoundary pathname={props.location.pathname}>
    <LocaleProvider pathname={props.location.pathname}>
      <SitePage pathname={props.location.pathname}>{element}</SitePage>
    </LocaleProvider>
  </RouteErrorBoundary>
)
