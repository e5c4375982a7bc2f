import type { CSSProperties, ReactElement, ReactNode } from 'react'
import { DesktopNav } from 'lazy-parts'
import { Footer } from './components/layout/Footer'
import { Header } from './components/layout/Header'
import { Layout } from './components/layout/Layout'
import { OutboxAgent } from './components/forms/OutboxAgent'
import { RouteErrorBoundary } from './components/layout/RouteErrorBoundary'
import { Hydrate } from './components/ui/Hydrate'
import { useSiteData } from './hooks/use-site-data'
import { LocaleProvider } from './hooks/use-locale'
import { hasFullHeader, navigation } from './lib/navigation'
import { useLocale } from './hooks/use-locale'
import { useUi } from './hooks/use-ui'

const NAV_ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 'var(--chakra-spacing-1)' }

/**
 * The frame around every page, and when each part of it hydrates (docs/performance.md, records 12
 * and 13): the header and the page's content just after the first render, one after the other; the
 * desktop menus only once on screen, so a phone, which never shows them, never fetches their code;
 * the footer when it comes near.
 */
function SitePage({ pathname, children }: { pathname: string; children: ReactNode }) {
  const data = useSiteData()
  const { href } = useLocale()
  const menus = navigation(useUi().layout.nav, href)
  const full = hasFullHeader(pathname, data.towns)
  const desktopNav = (
    <Hydrate when="visible" margin="0px" style={NAV_ROW}>
      <DesktopNav items={menus.headerMenu(data.services, data.towns, { withServiceAreas: true })} />
    </Hydrate>
  )
  return (
    <>
      {/* outside the per-page frame: it keeps sending across moves inside the site */}
      <OutboxAgent phone={data.site.phone} />
      {/* A new frame for each page, as when each page rendered its own: a part still waiting to
          hydrate (the footer, a phone's desktop menus) must not see the new path, or React drops its
          server HTML with an error (React #421). */}
      <Layout
        key={pathname}
        fullHeader={full}
        phone={data.site.phone}
        header={
          <Hydrate when="soon">
            <Header variant={full ? 'full' : 'simple'} data={data} desktopNav={desktopNav} />
          </Hydrate>
        }
        footer={
          <Hydrate when="visible" skipOffscreen>
            <Footer data={data} />
          </Hydrate>
        }
      >
        <Hydrate when="soon">{children}</Hydrate>
      </Layout>
    </>
  )
}

type WrapPageArgs = { element: ReactElement; props: { location: { pathname: string } } }

/**
 * Gatsby's `wrapPageElement`, the same in the browser and on the server (the two trees must match).
 * A page that fails to render shows the error screen in place of the whole frame (spec §8), and
 * another path tries again.
 */
export const wrapPage = ({ element, props }: WrapPageArgs) => (
  <LocaleProvider pathname={props.location.pathname}>
    <RouteErrorBoundary pathname={props.location.pathname}>
      <SitePage pathname={props.location.pathname}>{element}</SitePage>
    </RouteErrorBoundary>
  </LocaleProvider>
)
