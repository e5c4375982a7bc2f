// /llms.txt and /es/llms.txt (the llmstxt.org format): who the company is, how to reach it, its
// hours, towns and services with their pages and starting prices, and how to get an estimate, for
// AI assistants that read a site's plain-text summary. Made from data/ only, in each language, with
// the words of data/ui-pages (`llms`); plugins/llms-txt writes the files after the build.
import type { LoadedContent } from '../content/check'
import { DEFAULT_LOCALE, LOCALES, localeFile, localePrefix, type Locale } from '../i18n/locales'
import { localHref, pathTable, type PathTable } from '../i18n/paths'
import { servicePath, townPath } from '../navigation'
import { dollars, startingPrice, type Pricing } from '../pricing'
import { callbackHours, hoursPhrase, type Hours } from '../hours'
import { fillPlaceholders } from '../text'

type Site = {
  brand: string
  description: string
  siteUrl: string
  phone: string
  email: string
  foundedYear: number
  address: { street: string; city: string; region: string; postalCode: string }
  officeHours: Hours
  phoneHours: Hours
  spanishHours: Hours
}
type Service = { slug: string; urlSlug?: string; title: string; description: string }
type Town = { slug: string; name: string }
type Page = { path: string; urlSlug?: string }
export type LlmsTexts = Record<
  | 'intro'
  | 'contact'
  | 'phone'
  | 'email'
  | 'office'
  | 'officeHours'
  | 'phoneHours'
  | 'spanish'
  | 'estimate'
  | 'estimateCall'
  | 'estimateForm'
  | 'estimateInstant'
  | 'services'
  | 'from'
  | 'towns'
  | 'otherLanguages',
  string
>

/** The file's path for each language: /llms.txt, /es/llms.txt. */
export const llmsTxtPath = (locale: Locale) => `${localePrefix(locale)}/llms.txt`

const read = <T>(content: LoadedContent, name: string, locale: Locale) => content.json[localeFile(name, locale)] as T

/** Every page's path in each language, from the content files as they are on disk (as pathTableFrom does from nodes). */
function pathsOf(content: LoadedContent): PathTable {
  const twins = (folder: string, locale: Locale) =>
    (content.markdown[folder] ?? [])
      .filter((f) => f.file.endsWith(`.${DEFAULT_LOCALE}.md`))
      .map((en) => ({
        en: String(en.frontmatter.slug),
        translated: content.markdown[folder]?.find((f) => f.file === en.file.replace(/\.en\.md$/, `.${locale}.md`))?.frontmatter.slug as
          string | undefined,
      }))
  const rows = new Map<string, PathTable[number]>()
  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE))
    for (const row of pathTable(locale, {
      pages: read<Page[]>(content, 'page-meta/page-meta.json', locale),
      services: read<Service[]>(content, 'services/services.json', locale),
      towns: read<Town[]>(content, 'towns/towns.json', DEFAULT_LOCALE),
      articles: twins('articles', locale),
      policies: twins('pages', locale),
    }))
      rows.set(row.en, { ...rows.get(row.en), ...row })
  return [...rows.values()]
}

const hoursLine = (hours: Hours) => hours.map((h) => `${h.days} ${h.hours}`).join('; ')

/** The text of /llms.txt in `locale`. */
export function llmsTxt(content: LoadedContent, locale: Locale): string {
  const site = read<Site>(content, 'site/site.json', locale)
  const services = read<Service[]>(content, 'services/services.json', locale)
  const towns = read<Town[]>(content, 'towns/towns.json', locale)
  const pricing = read<Pricing & { service: string }>(content, 'pricing/pricing.json', DEFAULT_LOCALE)
  const t = read<{ texts: { llms: LlmsTexts } }>(content, 'ui-pages/ui-pages.json', locale).texts.llms
  const paths = pathsOf(content)
  const url = (englishPath: string) => `${site.siteUrl}${localHref(paths, englishPath, locale)}`
  const { street, city, region, postalCode } = site.address
  const fill = fillPlaceholders
  const from = (slug: string) => (slug === pricing.service ? ` ${fill(t.from, { price: dollars(startingPrice(pricing)) })}` : '')
  // the other language's name, in that language (the language switch's words)
  const other = read<{ texts: { language: { name: string } } }>(content, 'ui-layout/ui-layout.json', locale).texts.language.name
  const others = LOCALES.filter((l) => l !== locale)
  return [
    `# ${site.brand}`,
    '',
    `> ${site.description}`,
    '',
    fill(t.intro, { brand: site.brand, city, year: String(site.foundedYear) }),
    '',
    `## ${t.contact}`,
    '',
    `- ${fill(t.phone, { phone: site.phone })}`,
    `- ${fill(t.email, { email: site.email })}`,
    `- ${fill(t.office, { address: `${street}, ${city}, ${region} ${postalCode}` })}`,
    `- ${fill(t.officeHours, { hours: hoursLine(site.officeHours) })}`,
    `- ${fill(t.phoneHours, { hours: hoursLine(site.phoneHours) })}`,
    `- ${fill(t.spanish, { hours: hoursPhrase(site.spanishHours) })}`,
    '',
    `## ${t.estimate}`,
    '',
    `- ${fill(t.estimateCall, { phone: site.phone })}`,
    `- ${fill(t.estimateForm, { url: url('/contact/'), hours: hoursPhrase(callbackHours(site, locale)) })}`,
    `- ${fill(t.estimateInstant, { url: url('/') })}`,
    '',
    `## ${t.services}`,
    '',
    ...services.map((s) => `- [${s.title}](${url(servicePath(s.slug))}): ${s.description}${from(s.slug)}`),
    '',
    `## ${t.towns}`,
    '',
    ...towns.map((town) => `- [${town.name}](${url(townPath(town.slug))})`),
    '',
    `## ${t.otherLanguages}`,
    '',
    ...others.map((l) => `- [${other}](${site.siteUrl}${llmsTxtPath(l)})`),
    '',
  ].join('\n')
}

/** Every language's file, by its path in public/. */
export const llmsTxtFiles = (content: LoadedContent): Record<string, string> =>
  Object.fromEntries(LOCALES.map((locale) => [llmsTxtPath(locale), llmsTxt(content, locale)]))
