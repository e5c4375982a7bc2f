// The day's counts that bound paid calls (Google's, the lead alerts' texts and e-mails), kept in the
// site's store: one way to name the day, keep its count, and read a daily limit setting.

/** The UTC day of a moment, YYYY-MM-DD: the providers' quotas reset daily too. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const OFFICE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The office's day of a moment (Raleigh, America/New_York), YYYY-MM-DD: a day's messages turn at its midnight, not UTC's. */
export const officeDay = (ms: number) => OFFICE_DAY.format(new Date(ms))

/** A day's count outlives its day a little, so a clock a few hours off still finds it. */
export const DAY_COUNT_MS = 2 * 24 * 60 * 60 * 1000

/** A daily limit setting read: a whole number (0 stops every paid call), else `fallback`. */
export const dailyLimitOf = (setting: string | undefined, fallback: number) =>
  setting !== undefined && /^\d{1,9}$/.test(setting.trim()) ? Number(setting.trim()) : fallback
