import { useStaticQuery } from 'gatsby'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { siteDataFixture } from './site-data'

const uiNodes = ['layout', 'forms', 'pages', 'sections'].flatMap((part) =>
  (['en', 'es'] as const).map((locale) => {
    const file = `ui-${part}/ui-${part}.${locale}.json`
    const { texts } = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'data', file), 'utf8')) as { texts: unknown }
    return { fields: { locale, contentName: `ui-${part}/ui-${part}.json` }, texts }
  }),
)

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
    allUiText: { nodes: uiNodes },
  })
  return data
}
