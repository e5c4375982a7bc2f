// The business's hours, one source (data/site: `phoneHours`, `officeHours`, `spanishHours`), and
// every promise of a call that follows from them: when a request is called back (the confirmation,
// the toast), in English from the phone lines' hours, in Spanish from the Spanish hours.
import type { Locale } from './i18n/locales'
import { fillPlaceholders } from './text'

export type HoursSet = {
  /** what is shown: "Mon-Sat", "8 AM - 8 PM" */
  days: string
  hours: string
  /** what it means: HH:MM, empty when closed, and the days it covers */
  opens?: string | null
  closes?: string | null
  dayOfWeek: ReadonlyArray<string>
}
export type Hours = ReadonlyArray<HoursSet>

/** The office's time zone: every day and hour here is Raleigh's. */
export const OFFICE_TIME_ZONE = 'America/New_York'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** Each day as a language shortens it, for holding a shown `days` to its `dayOfWeek`. */
const SHORT_DAYS: Record<Locale, ReadonlyArray<string>> = {
  en: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  es: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** "08:00" as the language writes it: "8 AM", "9:30 AM"; "8 a. m.", "9:30 a. m." */
export function clockTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const hour = h % 12 || 12
  const minutes = m ? `:${String(m).padStart(2, '0')}` : ''
  if (locale === 'es') return `${hour}${minutes} ${h < 12 ? 'a. m.' : 'p. m.'}`
  return `${hour}${minutes} ${h < 12 ? 'AM' : 'PM'}`
}

/** The times a shown `hours` names, as HH:MM ("8 AM - 8 PM" → 08:00, 20:00; "de 8 a. m. a 6 p. m." likewise). */
function timesIn(text: string): string[] {
  return [...text.matchAll(/(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.\s?m\.|p\.\s?m\.)/gi)].map(([, h, m, half]) => {
    const pm = /^p/i.test(half!)
    const hour = (Number(h) % 12) + (pm ? 12 : 0)
    return `${String(hour).padStart(2, '0')}:${m ?? '00'}`
  })
}

/**
 * Why a set's shown words don't say what it means, or null: its `hours` must name its opening and
 * closing times (and no time when closed), its `days` its first and last day.
 */
export function hoursDisagree(set: HoursSet, locale: Locale): string | null {
  const shown = timesIn(set.hours)
  const meant = set.opens && set.closes ? [set.opens, set.closes] : []
  if (shown.join() !== meant.join())
    return meant.length
      ? `"${set.hours}" must name ${clockTime(meant[0]!, locale)} and ${clockTime(meant[1]!, locale)}, its opens and closes`
      : `"${set.hours}" names a time, but opens and closes are empty (closed)`
  const indexes = set.dayOfWeek.map((day) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])).filter((i) => i >= 0)
  const named = set.days.toLowerCase()
  const ends = [indexes[0], indexes.at(-1)].filter((i): i is number => i !== undefined).map((i) => SHORT_DAYS[locale][i]!)
  const missing = ends.find((day) => !named.includes(day))
  return missing ? `"${set.days}" must name ${missing}…, as dayOfWeek says` : null
}

/** The hours in a sentence: "Mon-Sat, 8 AM - 8 PM"; "de lunes a viernes, de 8 a. m. a 6 p. m." (closed days left out). */
export const hoursPhrase = (hours: Hours) =>
  hours
    .filter((set) => set.opens && set.closes)
    .map((set) => `${set.days}, ${set.hours}`)
    .join('; ')

/** The days of the hours, as short as a button's second line needs: "Mon–Fri"; "lun–vie" (closed days left out). */
export function hoursDays(hours: Hours, locale: Locale): string {
  return hours
    .filter((set) => set.opens && set.closes)
    .map((set) => {
      const indexes = set.dayOfWeek.map((day) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])).filter((i) => i >= 0)
      const names = [indexes[0]!, indexes.at(-1)!]
        .map((i) => SHORT_DAYS[locale][i]!)
        .map((d) => (locale === 'en' ? d[0]!.toUpperCase() + d.slice(1) : d))
      return names[0] === names[1] ? names[0] : names.join('–')
    })
    .join(', ')
}

type Moment = { weekday: string; minutes: number }
const momentIn = (date: Date, timeZone: string): Moment => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {})
  return { weekday: parts.weekday ?? '', minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

/** The hour before closing is too late to promise a call "within the hour". */
const SOON_MARGIN_MIN = 60
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a request made at `now` is called back in `hours`: soon (open, an hour or more before
 * closing), else at the next opening, today or on a later day; null when the hours have no opening.
 */
export function nextCall(
  now: Date,
  hours: Hours,
  timeZone = OFFICE_TIME_ZONE,
): { soon: true } | { soon: false; daysAhead: number; at: Date; opens: string } | null {
  const today = momentIn(now, timeZone)
  const opening = (weekday: string) => hours.find((h) => h.opens && h.closes && h.dayOfWeek.includes(weekday))
  const open = opening(today.weekday)
  if (open && today.minutes >= minutesOf(open.opens!) && today.minutes <= minutesOf(open.closes!) - SOON_MARGIN_MIN) return { soon: true }
  if (open && today.minutes < minutesOf(open.opens!))
    return {
      soon: false,
      daysAhead: 0,
      opens: open.opens!,
      at: new Date(now.getTime() + (minutesOf(open.opens!) - today.minutes) * 60_000),
    }
  for (let days = 1; days <= 7; days++) {
    const later = new Date(now.getTime() + days * DAY_MS)
    const next = opening(momentIn(later, timeZone).weekday)
    if (next) {
      const minutesThen = momentIn(later, timeZone).minutes
      return {
        soon: false,
        daysAhead: days,
        opens: next.opens!,
        at: new Date(later.getTime() + (minutesOf(next.opens!) - minutesThen) * 60_000),
      }
    }
  }
  return null
}

const CLOCK_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** When words: "within the hour", "today after {{time}}", "on {{day}} after {{time}}", in the language's own. */
export type WhenWords = { whenSoon: string; whenToday: string; whenLater: string }

/** When the office calls back, as the language says it (the confirmation's "we will call you …"). */
export function callbackWhen(now: Date, hours: Hours, words: WhenWords, locale: Locale, timeZone = OFFICE_TIME_ZONE): string {
  const next = nextCall(now, hours, timeZone)
  if (!next || next.soon) return words.whenSoon
  const time = clockTime(next.opens, locale)
  if (next.daysAhead === 0) return fillPlaceholders(words.whenToday, { time })
  const day = new Intl.DateTimeFormat(CLOCK_LOCALE[locale], { timeZone, weekday: 'long' }).format(next.at)
  return fillPlaceholders(words.whenLater, { day, time })
}

/** The toast's promise: "within 24 hours" when the call comes that soon, else the day and time it comes. */
export type ReplyWords = { within: string; later: string }

export function replyPromise(now: Date, hours: Hours, words: ReplyWords, locale: Locale, timeZone = OFFICE_TIME_ZONE): string {
  const next = nextCall(now, hours, timeZone)
  if (!next || next.soon || next.at.getTime() - now.getTime() <= DAY_MS) return words.within
  const day = new Intl.DateTimeFormat(CLOCK_LOCALE[locale], { timeZone, weekday: 'long' }).format(next.at)
  return fillPlaceholders(words.later, { day, time: clockTime(next.opens, locale) })
}

/** The hours a request in `locale` is called back in: the phone lines', or the Spanish hours for Spanish. */
export const callbackHours = (site: { phoneHours: Hours; spanishHours: Hours }, locale: Locale): Hours =>
  locale === 'es' ? site.spanishHours : site.phoneHours
