/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { llmsTxtFiles } from '../../src/lib/build/llms-txt'
import { loadContent } from '../../src/lib/content/load'
import { hoursPhrase, type Hours } from '../../src/lib/hours'
import { dollars, startingPrice, type Pricing } from '../../src/lib/pricing'

const dataDir = path.join(__dirname, '..', '..', 'data')
const json = <T>(file: string) => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T

type Site = {
  brand: string
  siteUrl: string
  phone: string
  email: string
  spanishHours: Hours
  officeHours: Hours
  phoneHours: Hours
}
type Service = { slug: string; urlSlug?: string; title: string; description: string }
type Town = { slug: string; name: string }

const files = llmsTxtFiles(loadContent(dataDir))
const pricing = json<Pricing & { service: string }>('pricing/pricing.en.json')

describe.each([
  { locale: 'en', file: '/llms.txt', prefix: '', servicesPath: 'services', contact: 'contact', other: '/es/llms.txt' },
  { locale: 'es', file: '/es/llms.txt', prefix: '/es', servicesPath: 'servicios', contact: 'contacto', other: '/llms.txt' },
])('$file', ({ locale, file, prefix, servicesPath, contact, other }) => {
  const text = files[file]!
  const site = json<Site>(`site/site.${locale}.json`)
  const lines = text.split('\n')

  it('names the company, and how to reach it and when, as data/site says', () => {
    expect(lines[0]).toBe(`# ${site.brand}`)
    const sets = [...site.officeHours, ...site.phoneHours].map((h) => `${h.days} ${h.hours}`)
    for (const value of [site.phone, site.email, hoursPhrase(site.spanishHours), ...sets]) expect(text).toContain(value)
  })

  it('lists every town of data/towns with its page', () => {
    for (const town of json<Town[]>(`towns/towns.${locale}.json`))
      expect(lines).toContain(`- [${town.name}](${site.siteUrl}${prefix}/${town.slug}/)`)
  })

  it('lists every service of data/services with its page, and the starting price of the one priced', () => {
    const from = dollars(startingPrice(pricing))
    for (const service of json<Service[]>(`services/services.${locale}.json`)) {
      const line = lines.find((l) => l.startsWith(`- [${service.title}](`))
      const page = `- [${service.title}](${site.siteUrl}${prefix}/${servicesPath}/${service.urlSlug ?? service.slug}/): ${service.description}`
      if (service.slug === pricing.service) expect(line?.startsWith(page) && line.slice(page.length)).toContain(from)
      else expect(line).toBe(page)
    }
  })

  it('says how to get an estimate: the phone, the contact page and the instant estimate on the home page', () => {
    expect(text).toContain(`${site.siteUrl}${prefix}/${contact}/`)
    expect(text).toContain(`(${site.siteUrl}${prefix}/)`)
  })

  it('links the file of the other language', () => {
    expect(text).toContain(`(${site.siteUrl}${other})`)
  })
})
