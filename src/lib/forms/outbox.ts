// The outbox: a request the form service did not take is kept on the device and sent later, by
// whichever page of the site is open first when the connection is back. The pure parts: the entries,
// when each is due again, and the one sending pass that two tabs never run at once (outbox-store.ts
// keeps the entries in localStorage; the page's OutboxAgent runs the passes).

export type OutboxAttachment = { field: string; name: string; type: string; dataUrl: string }

export type OutboxEntry = {
  /** also sent as the `submission-id` field, so the office can tell a request it has seen */
  id: string
  formName: string
  /**
   * what the visitor is told was kept and sent: the key of its name in data/ui-forms/ui-forms.en.json
   * ("estimate", "application"), worded in the language of the page that says it
   */
  what: string
  /** everything sent, as text (the file apart) */
  fields: Record<string, string>
  attachment?: OutboxAttachment
  /** the form's draft key, where a cancelled request's values go back */
  draftKey: string
  createdAt: number
  attempts: number
  nextAttemptAt: number
}

/**
 * A kept request not sent within three days is deleted unsent: by then the visitor has called or
 * moved on, and a stranger's name, phone and address should not stay on a shared device for good.
 */
export const EXPIRES_AFTER_MS = 72 * 60 * 60 * 1000

export const isExpired = (entry: OutboxEntry, now: number) => now - entry.createdAt >= EXPIRES_AFTER_MS

/** Waits between tries while a page stays open; a page opened or a connection regained tries at once. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000] as const

export const retryDelay = (attempts: number) => RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!

/** A new entry for a request that failed once just now. */
export function queued(entry: Omit<OutboxEntry, 'attempts' | 'nextAttemptAt' | 'createdAt'>, now: number): OutboxEntry {
  return { ...entry, createdAt: now, attempts: 1, nextAttemptAt: now + retryDelay(1) }
}

/** The entry after one more failed try. */
export const afterFailure = (entry: OutboxEntry, now: number): OutboxEntry => ({
  ...entry,
  attempts: entry.attempts + 1,
  nextAttemptAt: now + retryDelay(entry.attempts + 1),
})

/** The entries to try now, oldest first: all of them when the page has just opened or come back online. */
export const dueEntries = (entries: ReadonlyArray<OutboxEntry>, now: number, everything = false) =>
  entries.filter((entry) => everything || entry.nextAttemptAt <= now).sort((a, b) => a.createdAt - b.createdAt)

/** The soonest moment an entry is due, to wake the page then. */
export const nextDue = (entries: ReadonlyArray<OutboxEntry>): number | null =>
  entries.length ? Math.min(...entries.map((entry) => entry.nextAttemptAt)) : null

/** Adds or replaces by id: one entry per request, however often it is saved. */
export const withEntry = (entries: ReadonlyArray<OutboxEntry>, entry: OutboxEntry): OutboxEntry[] => [
  ...entries.filter((e) => e.id !== entry.id),
  entry,
]

export const withoutEntry = (entries: ReadonlyArray<OutboxEntry>, id: string): OutboxEntry[] => entries.filter((e) => e.id !== id)

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

function isEntry(value: unknown): value is OutboxEntry {
  if (!isRecord(value)) return false
  const { id, formName, what, fields, draftKey, createdAt, attempts, nextAttemptAt, attachment } = value
  const texts = (record: unknown) => isRecord(record) && Object.values(record).every((v) => typeof v === 'string')
  return (
    typeof id === 'string' &&
    typeof formName === 'string' &&
    typeof what === 'string' &&
    typeof draftKey === 'string' &&
    texts(fields) &&
    [createdAt, attempts, nextAttemptAt].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    (attachment === undefined || (isRecord(attachment) && typeof attachment.dataUrl === 'string'))
  )
}

/**
 * The entries stored as JSON; anything unreadable is left out rather than breaking every page. What
 * an older version kept of the typed values (`values`) is dropped: they are given back only in the
 * tab that made the request (outbox-browser.ts).
 */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(isEntry).map((entry) => {
      const { values: _values, ...kept } = entry as OutboxEntry & { values?: unknown }
      return kept
    })
  } catch {
    return []
  }
}

export type OutboxStore = {
  read: () => OutboxEntry[]
  write: (entries: OutboxEntry[]) => void
}

/**
 * Runs `task` while no other tab of the site runs one (the Web Locks API in the browser). With
 * `wait: false` it gives up at once (null) when another tab holds the lock.
 */
export type Lock = <T>(task: () => Promise<T>, options: { wait: boolean }) => Promise<T | null>

/**
 * How one try went: taken (2xx); failed for now (no connection, no answer, a 5xx, 408 or 429: try
 * again later); or refused (any other 4xx: the form service will never take it as it is).
 */
export type SendOutcome = 'sent' | 'failed' | 'refused'

/** What a pass did: the requests taken, those refused for good, those deleted unsent after three days. */
export type PassResult = { sent: OutboxEntry[]; refused: OutboxEntry[]; expired: OutboxEntry[] }

type PassOptions = {
  store: OutboxStore
  send: (entry: OutboxEntry) => Promise<SendOutcome>
  lock: Lock
  now: () => number
  /** try every entry, not only those due (the page just opened, or the connection came back) */
  everything?: boolean
}

/**
 * One sending pass: in one tab at a time, requests kept three days are deleted unsent; each due
 * entry is read again from the store (another tab may have sent or cancelled it), sent, and removed
 * once the form service took it (2xx) or refused it for good (a 4xx that trying again cannot change).
 * Returns what happened, for the page to say; null when another tab is sending.
 */
export async function sendDue({ store, send, lock, now, everything = false }: PassOptions): Promise<PassResult | null> {
  return lock(
    async () => {
      const result: PassResult = { sent: [], refused: [], expired: store.read().filter((e) => isExpired(e, now())) }
      if (result.expired.length) store.write(store.read().filter((e) => !isExpired(e, now())))
      for (const { id } of dueEntries(store.read(), now(), everything)) {
        const entry = store.read().find((e) => e.id === id)
        if (!entry) continue
        const outcome = await send(entry)
        const current = store.read()
        if (outcome === 'failed') {
          if (current.some((e) => e.id === id)) store.write(withEntry(current, afterFailure(entry, now())))
          continue
        }
        store.write(withoutEntry(current, id))
        result[outcome].push(entry)
      }
      return result
    },
    { wait: false },
  )
}

/**
 * Removes a request before it goes; false when it was sent (or cancelled) already. It waits for a
 * sending pass in progress, so a request is never both cancelled and sent.
 */
export async function cancelEntry(id: string, store: OutboxStore, lock: Lock): Promise<OutboxEntry | null> {
  return lock(
    async () => {
      const entries = store.read()
      const entry = entries.find((e) => e.id === id)
      if (entry) store.write(withoutEntry(entries, id))
      return entry ?? null
    },
    { wait: true },
  )
}
