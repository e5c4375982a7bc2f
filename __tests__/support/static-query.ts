import { useStaticQuery } from 'gatsby'
import { siteDataFixture } from './site-data'

/** Makes Gatsby's useStaticQuery answer as the built site does (site details, services, towns). */
export function mockSiteQuery() {
  const data = siteDataFixture()
  jest.mocked(useStaticQuery).mockReturnValue({
    siteData: data.site,
    smsConsent: data.smsConsent,
    allService: { nodes: data.services },
    allTown: { nodes: data.towns },
    site: { buildYear: data.buildYear },
  })
  return data
}
