import { useStaticQuery } from 'gatsby'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { siteDataFixture } from './site-data'

const readData = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'data', file), 'utf8')) as object

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
  // One answer for every static query: the site data's and the path table's fields (English but the site details).
  jest.mocked(useStaticQuery).mockReturnValue({
    // the Spanish site details too: an English page says when Spanish is spoken (and a Spanish request's hours)
    sites: {
      nodes: [
        { ...data.site, ...english },
        { ...readData('site/site.es.json'), fields: { locale: 'es' } },
      ],
    },
    consents: {
      nodes: [
        { ...data.smsConsent, ...english },
        { ...readData('sms-consent/sms-consent.es.json'), fields: { locale: 'es' } },
      ],
    },
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
