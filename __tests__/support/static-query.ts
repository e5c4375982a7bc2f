import { useStaticQuery } from 'gatsby'
import { siteDataFixture } from './site-data'

/** Makes Gatsby's useStaticQuery answer as the built site does (site details, services, towns). */
export function mockSiteQuery() {
  const data = siteDataFixture()
  const english = { fields: { locale: 'en' } }
  // One answer for every static query: the site data's and the path table's fields (English only).
  jest.mocked(useStaticQuery).mockReturnValue({
    sites: { nodes: [{ ...data.site, ...english }] },
    consents: { nodes: [{ ...data.smsConsent, ...english }] },
    allService: { nodes: data.services.map((s) => ({ ...s, ...english })) },
    allTown: { nodes: data.towns.map((t) => ({ ...t, ...english })) },
    site: { buildYear: data.buildYear },
    services: { nodes: [] },
    towns: { nodes: [] },
    pages: { nodes: [] },
    markdown: { nodes: [] },
  })
  return data
}
