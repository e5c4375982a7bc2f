import type { ReactElement, ReactNode } from 'react'
import { Footer } from './components/layout/Footer'
import { Layout } from './components/layout/Layout'
import { OutboxAgent } from './components/forms/OutboxAgent'
import { RouteErrorBoundary } from './components/layout/RouteErrorBoundary'
import { useSiteData } from './hooks/use-site-data'
import { LocaleProvider } from './hooks/use-locale'
import { hasFullHeader } from './lib/navigation'
import { Header } from './islands'
import { IslandHost } from './islands/host'
import { Static } from './islands/static'

/**
 * The frame around every page. In the browser only the islands in it hydrate (src/islands/); the
 * outbox runs on every page, whatever the visitor touches.
 */
function SitePage({ pathname, children }: { pathname: string; children: ReactNode }) {
  const data = useSiteData()
  const full = hasFullHeader(pathname, data.towns)
  return (
    <>
      <IslandHost pathname={pathname} />
      <OutboxAgent phone={data.site.phone} />
      <Static>
        <Layout
          fullHeader={full}
          phone={data.site.phone}
          header={<Header variant={full ? 'full' : 'simple'} />}
          footer={<Footer data={data} />}
        >
          {children}
        </Layout>
      </Static>
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
