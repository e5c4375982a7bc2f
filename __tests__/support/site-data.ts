import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteData } from '../../src/hooks/use-site-data'

const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'data', file), 'utf8'))

/** What useSiteData returns on the built site, made from the real content files. */
export function siteDataFixture(overrides: Partial<SiteData['site']> = {}): SiteData {
  const site = read('site/site.en.json')
  return {
    site: { ...site, ...overrides },
    smsConsent: read('sms-consent/sms-consent.en.json'),
    services: read('services/services.en.json').map((s: { slug: string; title: string }) => ({ slug: s.slug, title: s.title })),
    towns: read('towns/towns.en.json').map((t: { slug: string; name: string }) => ({ slug: t.slug, name: t.name })),
    buildYear: '2026',
    storm: null,
  }
}
