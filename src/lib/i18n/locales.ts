// The site's languages. English is the original: its pages keep their paths; each other language
// has its pages under /{locale}/. Every content file names its language, data/services/services.en.json
// beside data/services/services.es.json (the file layout Decap's i18n calls multiple_files); the name they
// share, services.json, is the content's name (src/lib/content/schema.ts).
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The content file of `locale` for a content name: services.json -> services.es.json. */
export const localeFile = (name: string, locale: Locale): string => name.replace(/\.(json|md)$/, `.${locale}.$1`)

const SUFFIX = /\.([a-z]{2})\.(json|md)$/

/** The language a content file's name gives, or undefined if it names none of the site's languages. */
export function fileLocale(file: string): Locale | undefined {
  const suffix = SUFFIX.exec(file)?.[1]
  return isLocale(suffix) ? suffix : undefined
}

/** The content's name, shared by its files in every language: services.es.json -> services.json. */
export const contentName = (file: string): string => (fileLocale(file) ? file.replace(SUFFIX, '.$2') : file)

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`)

/** The language of a page, from its path. */
export function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE
}

/** The content nodes of one language (each carries fields.locale, set from its file's name). */
export const inLocale = <T extends { fields: { locale: string } }>(nodes: ReadonlyArray<T>, locale: Locale): T[] =>
  nodes.filter((node) => node.fields.locale === locale)
