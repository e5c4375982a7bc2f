// What bounds the owner's Google bill past the CDN's cache (which another edge or a new deploy does
// not share): every answer Google gave about an address is remembered for 30 days in the site's
// store, keyed by a hash of the address in its one form (never the address itself), and the paid
// calls of a day are counted there, up to GOOGLE_DAILY_LIMIT. The roof function and the storm check
// share both. docs/architecture.md, "Cost and abuse"; docs/settings.md, GOOGLE_DAILY_LIMIT.
import { createHash } from 'node:crypto'
import { DAY_COUNT_MS, dailyLimitOf as limitOf, utcDay } from '../server/daily'
import type { Store } from '../server/store'
import { normaliseAddress } from './answer'

/** How long an answer about an address is kept: an address's place and its roof do not change within a month. */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000
/**
 * Paid Google calls a day without GOOGLE_DAILY_LIMIT: 300 a day is about 9,000 a month, under
 * Google's monthly free allowance of each API the site uses, and far above a contractor's visitors.
 */
export const DEFAULT_GOOGLE_DAILY_LIMIT = 300

/** GOOGLE_DAILY_LIMIT read: a whole number (0 stops every paid call), else the default. */
export const dailyLimitOf = (setting: string | undefined) => limitOf(setting, DEFAULT_GOOGLE_DAILY_LIMIT)

/** What is remembered: Google's geocode of an address, or the roof function's whole answer about it. */
export type Remembered = 'geocode' | 'roof'

/** May a paid call be made now: yes ('spent', and counted), no more today ('ceiling'), or the count could not be read. */
export type Spend = 'spent' | 'ceiling' | 'unavailable'

export type GoogleBudget = {
  recall(kind: Remembered, address: string): Promise<unknown>
  remember(kind: Remembered, address: string, value: unknown): Promise<void>
  spend(): Promise<Spend>
}

/** The key of what is remembered about an address: its kind and a SHA-256 of its one form, never the address. */
export const memoKey = (kind: Remembered, address: string) =>
  `${kind}/${createHash('sha256').update(normaliseAddress(address), 'utf8').digest('hex')}`

export function googleBudget({
  store,
  dailyLimit,
  now = Date.now,
  log = console.log,
}: {
  store: Store
  dailyLimit: number
  now?: () => number
  /** outcomes only: never an address */
  log?: (line: string) => void
}): GoogleBudget {
  return {
    // a store that does not answer is a miss (Google is asked) for a read, and nothing kept for a write
    recall: (kind, address) =>
      store.get(memoKey(kind, address)).catch(() => {
        log('google: the store could not be read')
        return null
      }),
    remember: (kind, address, value) =>
      store.set(memoKey(kind, address), value, REMEMBER_MS).catch(() => log('google: the store could not be written')),
    // a count that cannot be read spends nothing: the bill is bounded even when the store is down
    spend: () =>
      store.take(`calls/${utcDay(now())}`, dailyLimit, DAY_COUNT_MS).then(
        (counted): Spend => {
          if (!counted) log(`google: the daily limit of ${dailyLimit} paid calls is reached`)
          return counted ? 'spent' : 'ceiling'
        },
        (): Spend => {
          log('google: the daily count could not be read, so Google is not asked')
          return 'unavailable'
        },
      ),
  }
}
