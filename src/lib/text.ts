import type { Locale } from './i18n/locales'

/** Minutes to read `words` words at an unhurried 200 words a minute; never less than one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200))

/** "a las 8 a. m.." → "a las 8 a. m.": the abbreviation's point ends the sentence too (docs/architecture.md, wording) */
export const onePoint = (text: string) => text.replace(/(\b[ap]\.\s?m\.)\./g, '$1')

/**
 * Fills {{name}} placeholders in content (the policies name the business, phone and e-mail, which
 * live only in data/site/site.en.json). An unknown placeholder is an error, not a silent gap on the
 * page. An hour filled in before a sentence's end keeps one point ("8 a. m.").
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return onePoint(
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      const value = values[name]
      if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`)
      return value
    }),
  )
}

/** Escapes text for use inside HTML produced from markdown. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/**
 * A YYYY-MM-DD date as a reader of `locale` writes it: en 'March 12, 2025' ('Mar 12, 2025' when
 * short), es '12 de marzo de 2025'. Spanish always spells the month out: its abbreviations differ
 * between ICU versions ('sep', 'sept', 'sept.'), and the browser formats the date again on hydration.
 * Read in UTC, so the day never moves with the reader's time zone.
 */
export function formatDate(iso: string, locale: Locale, month: 'long' | 'short' = 'long'): string {
  const [year = NaN, monthNumber = NaN, day = NaN] = iso.slice(0, 10).split('-').map(Number)
  const date = new Date(Date.UTC(year, monthNumber - 1, day))
  if (Number.isNaN(date.getTime())) throw new Error(`Not a YYYY-MM-DD date: "${iso}"`)
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    year: 'numeric',
    month: locale === 'en' ? month : 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** A YYYY-MM-DD date without its year, for a date of the last days: en 'Nov 26', es '26 de noviembre'. */
export function formatDayMonth(iso: string, locale: Locale): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a YYYY-MM-DD date: "${iso}"`)
  const month = locale === 'en' ? 'short' : 'long'
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { month, day: 'numeric', timeZone: 'UTC' }).format(date)
}

/**
 * A roof pitch as data/projects stores it ('6:12'), as a reader of `locale` reads it: English keeps
 * the data's; Spanish writes every pitch 6/12, as its price table and the measured roof do.
 */
export const formatPitch = (pitch: string, locale: Locale) => (locale === 'en' ? pitch : pitch.replace(':', '/'))
