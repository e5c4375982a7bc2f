import type { ReactNode } from 'react'
import { Footer } from './sections/Footer'
import { StormBanner } from '../components/storms/StormBanner'
import { Layout } from '../components/layout/Layout'
import { Offscreen } from '../components/ui/Offscreen'
import { Provider } from '../components/ui/provider'
import { useSiteData } from '../hooks/use-site-data'
import { hasFullHeader } from '../lib/navigation'
import { getSystem } from '../theme/system'
import { Islands } from '../islands'

/**
 * The frame around every page's body: the header, storm mode's banner, the footer, the phone's action
 * bar, and the estimate dialog that every "Get Free Estimate" button of the page opens.
 */
export default function PageFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  const data = useSiteData()
  const full = hasFullHeader(pathname, data.towns)
  const page = (
    <Layout
      fullHeader={full}
      phone={data.site.phone}
      header={<Islands.Header variant={full ? 'full' : 'simple'} />}
      banner={data.storm && <StormBanner storm={data.storm} />}
      footer={
        <Offscreen>
          <Footer data={data} />
        </Offscreen>
      }
    >
      {children}
      <Islands.EstimateDialog />
    </Layout>
  )
  // On the server Chakra's provider is gatsby-ssr's; `gatsby develop` renders the page in the browser.
  return typeof window === 'undefined' ? page : <Provider system={getSystem()}>{page}</Provider>
}
