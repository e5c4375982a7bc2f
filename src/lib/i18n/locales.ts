// The site's languages. English is the original: its pages keep their paths and its content files
// their names; each other language has its pages under /{locale}/ and its content beside the English,
// data/services.json with data/services.es.json (the file layout Decap's i18n calls multiple_files).
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The content file of `locale` for an English file name: services.json -> services.es.json. */
export const localeFile = (file: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? file : file.replace(/\.(json|md)$/, `.${locale}.$1`)

const SUFFIX = /\.([a-z]{2})\.(json|md)$/

/** The language of a content file, from its name. */
export function fileLocale(file: string): Locale {
  const suffix = SUFFIX.exec(file)?.[1]
  return isLocale(suffix) ? suffix : DEFAULT_LOCALE
}

/** The English file a translation belongs to: services.es.json -> services.json. */
export const englishFile = (file: string): string => (fileLocale(file) === DEFAULT_LOCALE ? file : file.replace(SUFFIX, '.$2'))

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
