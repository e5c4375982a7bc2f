// Which page is which in the other language: every English path with its twin's path, built from
// the content (the Spanish slugs are chosen in data/), used by createPages, the links of a Spanish
// page and the language switch.
import { articlePath, policyPath, servicePath, townPath } from '../navigation'
import { DEFAULT_LOCALE, inLocale, localePrefix, LOCALES, type Locale } from './locales'

/** A page's path in each language; a page without a translation has only `en`. */
export type PagePaths = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>
export type PathTable = PagePaths[]

type Slugged = { slug: string; urlSlug?: string | null }
/** What the translations say about their addresses, for one language. */
export type TranslatedSlugs = {
  /** data/page-meta.{locale}.json: each page's English path and its own slug */
  pages: ReadonlyArray<{ path: string; urlSlug?: string | null }>
  services: ReadonlyArray<Slugged>
  towns: ReadonlyArray<{ slug: string }>
  /** markdown twins: the English file's slug and the translation's slug (absent when not translated) */
  articles: ReadonlyArray<{ en: string; translated?: string | null }>
  policies: ReadonlyArray<{ en: string; translated?: string | null }>
}

const segment = (slug: string) => `${slug}/`
const NOT_FOUND = '/404/'

/** The paths of every page in English and in `locale`. */
export function pathTable(locale: Exclude<Locale, 'en'>, slugs: TranslatedSlugs): PathTable {
  const prefix = localePrefix(locale)
  const pageSlug = new Map(slugs.pages.map((p) => [p.path, p.urlSlug]))
  // A top-level page's twin: /es/{its urlSlug}/, or /es/{the English path} when it keeps it.
  const page = (path: string) => {
    const own = pageSlug.get(path)
    return own ? `${prefix}/${segment(own)}` : `${prefix}${path}`
  }
  const under = (parent: string, slug: string) => `${page(parent)}${segment(slug)}`
  return [
    // The not-found page answers addresses that are no page: it has no "same page" in another language.
    ...slugs.pages.filter((p) => p.path !== NOT_FOUND).map((p) => ({ en: p.path, [locale]: page(p.path) })),
    ...slugs.services.map((s) => ({ en: servicePath(s.slug), [locale]: under('/services/', s.urlSlug || s.slug) })),
    ...slugs.towns.map((t) => ({ en: townPath(t.slug), [locale]: `${prefix}${townPath(t.slug)}` })),
    ...slugs.articles.map((a) =>
      a.translated ? { en: articlePath(a.en), [locale]: under('/blog/', a.translated) } : { en: articlePath(a.en) },
    ),
    ...slugs.policies.map((p) =>
      p.translated ? { en: policyPath(p.en), [locale]: `${prefix}${policyPath(p.translated)}` } : { en: policyPath(p.en) },
    ),
  ] as PathTable
}

const split = (href: string) => {
  const at = href.search(/[?#]/)
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)]
}

/**
 * The same page in `locale`, for a path in any language (a query or #fragment is kept); undefined
 * when that page has no twin in `locale`.
 */
export function pathIn(table: PathTable, href: string, locale: Locale): string | undefined {
  const [path, rest] = split(href)
  const row = table.find((r) => LOCALES.some((l) => r[l as keyof PagePaths] === path))
  const found = row?.[locale as keyof PagePaths]
  return found === undefined ? undefined : found + rest
}

/** A link written with its English path, as a page in `locale` shows it (the English path if the page has no twin). */
export const localHref = (table: PathTable, href: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE || !href.startsWith('/') ? href : (pathIn(table, href, locale) ?? href)

/**
 * HTML rendered from markdown, its site links (written with English paths, as in the English file)
 * leading to the pages of `locale`, as localHref does for one link.
 */
export const localizeLinks = (table: PathTable, html: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE
    ? html
    : html.replace(/(<a\s[^>]*?href=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localHref(table, href, locale)}"`)

type Localized = { fields: { locale: string } }
type Twin = { fields: { locale: string; contentName: string } }
/** The content nodes the path table is made of, as createPages and the pages' static query read them. */
export type PathContent = {
  services: ReadonlyArray<Localized & Slugged>
  towns: ReadonlyArray<Localized & { slug: string }>
  pages: ReadonlyArray<Localized & { path: string; urlSlug?: string | null }>
  markdown: ReadonlyArray<Twin & { frontmatter: { slug: string } }>
}

/** A markdown file's translation: the file of `locale` with the same content name (x.en.md and x.es.md). */
export const translationOf = <T extends Twin>(files: ReadonlyArray<T>, english: T, locale: Locale): T | undefined =>
  files.find((f) => f.fields.locale === locale && f.fields.contentName === english.fields.contentName)

/** The path table of every language, from the content nodes. */
export function pathTableFrom(content: PathContent): PathTable {
  const twins = (folder: string, locale: Locale) => {
    const files = content.markdown.filter((n) => n.fields.contentName.startsWith(`${folder}/`))
    return inLocale(files, DEFAULT_LOCALE).map((en) => ({
      en: en.frontmatter.slug,
      translated: translationOf(files, en, locale)?.frontmatter.slug,
    }))
  }
  const byEnglish = new Map<string, PagePaths>()
  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE)) {
    const rows = pathTable(locale, {
      pages: inLocale(content.pages, locale),
      services: inLocale(content.services, locale),
      towns: inLocale(content.towns, DEFAULT_LOCALE),
      articles: twins('articles', locale),
      policies: twins('pages', locale),
    })
    for (const row of rows) byEnglish.set(row.en, { ...byEnglish.get(row.en), ...row })
  }
  return [...byEnglish.values()]
}

/** What createPages gives every page: its language and its path in each language. */
export type PageLanguage = { locale: Locale; alternates: PagePaths }

/**
 * Where a fixed page (one of src/pages) is in `locale`: its twin's path, or the English path under
 * the language's prefix for a page without twin (the not-found page: /es/404/).
 */
export const fixedPagePath = (table: PathTable, englishPath: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? englishPath : (pathIn(table, englishPath, locale) ?? `${localePrefix(locale)}${englishPath}`)
