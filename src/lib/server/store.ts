// The functions' state (docs/architecture.md, "Server functions"): a small key-value store with
// expiry. On Netlify it is Netlify Blobs (a site-wide store, strongly consistent, so every instance
// and every edge sees the same counts); where Netlify gives no Blobs environment (the local server,
// the tests, a bundle run by hand) it is the same interface in this process's memory.
import { getStore, type Store as BlobStore } from '@netlify/blobs'

export interface Store {
  /** the value kept at `key`, or null when there is none or it has expired */
  get(key: string): Promise<unknown>
  /** keeps `value` at `key` for `ttlMs` */
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  /**
   * Adds one to the count at `key` (which lasts `ttlMs` from its first count) unless it has reached
   * `limit`: true when counted. Two instances counting at once cannot both take the last one.
   */
  take(key: string, limit: number, ttlMs: number): Promise<boolean>
  /** Gives one back to the count at `key` (a message counted but not sent), keeping its expiry. */
  give(key: string): Promise<void>
}

type Kept = { value: unknown; expires: number }

const isKept = (data: unknown): data is Kept =>
  !!data && typeof data === 'object' && 'expires' in data && typeof (data as Kept).expires === 'number'

/** The store in this process's memory (each function instance its own): locally and in tests. */
export function memoryStore(now: () => number = Date.now): Store {
  const entries = new Map<string, Kept>()
  const live = (key: string) => {
    const kept = entries.get(key)
    if (kept && kept.expires > now()) return kept
    entries.delete(key)
    return undefined
  }
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlMs) => void entries.set(key, { value, expires: now() + ttlMs }),
    take: async (key, limit, ttlMs) => {
      const kept = live(key)
      const count = typeof kept?.value === 'number' ? kept.value : 0
      if (count >= limit) return false
      entries.set(key, { value: count + 1, expires: kept?.expires ?? now() + ttlMs })
      return true
    },
    give: async (key) => {
      const kept = live(key)
      if (kept && typeof kept.value === 'number' && kept.value > 0) kept.value -= 1
    },
  }
}

/** Tries of a count's conditional write before the function gives up (and does not count, so does not spend). */
const TAKE_TRIES = 5

/** The little of a Netlify Blobs store used here: a read with its ETag, and a (conditional) write. */
export type Blobs = { getWithMetadata: BlobStore['getWithMetadata']; setJSON: BlobStore['setJSON'] }

/** The Netlify Blobs store `name` (`open` is Netlify's getStore but in tests); it throws where Netlify gives no Blobs environment. */
export function blobsStore(
  name: string,
  now: () => number = Date.now,
  open: (name: string) => Blobs = (storeName) => getStore({ name: storeName, consistency: 'strong' }),
): Store {
  const store = open(name)
  const read = async (key: string) => {
    const found = await store.getWithMetadata(key, { type: 'json' })
    return found && isKept(found.data) && found.data.expires > now()
      ? { kept: found.data, etag: found.etag }
      : { kept: null, etag: found?.etag }
  }
  return {
    get: async (key) => (await read(key)).kept?.value ?? null,
    set: async (key, value, ttlMs) => {
      await store.setJSON(key, { value, expires: now() + ttlMs } satisfies Kept)
    },
    take: async (key, limit, ttlMs) => {
      for (let tries = 0; tries < TAKE_TRIES; tries++) {
        const { kept, etag } = await read(key)
        const count = typeof kept?.value === 'number' ? kept.value : 0
        if (count >= limit) return false
        const next: Kept = { value: count + 1, expires: kept?.expires ?? now() + ttlMs }
        // written only if no other instance wrote in between (its ETag), or, for a new count, if none exists yet
        const written = await store.setJSON(key, next, etag ? { onlyIfMatch: etag } : { onlyIfNew: true })
        if (written.modified) return true
      }
      return false
    },
    give: async (key) => {
      for (let tries = 0; tries < TAKE_TRIES; tries++) {
        const { kept, etag } = await read(key)
        if (!kept || !etag || typeof kept.value !== 'number' || kept.value <= 0) return
        if ((await store.setJSON(key, { ...kept, value: kept.value - 1 }, { onlyIfMatch: etag })).modified) return
      }
    },
  }
}

/**
 * The store `name` as each request finds it: Netlify Blobs when Netlify gives the function its
 * environment (it does so per invocation), else one in memory for this process, said once in the log.
 */
export function siteStore(name: string, log: (line: string) => void = console.log): Store {
  let memory: Store | null = null
  const current = (): Store => {
    try {
      return blobsStore(name)
    } catch (error) {
      if ((error as Error)?.name !== 'MissingBlobsEnvironmentError') throw error
      if (!memory) log(`store ${name}: no Netlify Blobs here, kept in this process's memory`)
      return (memory ??= memoryStore())
    }
  }
  return {
    get: (key) => current().get(key),
    set: (key, value, ttlMs) => current().set(key, value, ttlMs),
    take: (key, limit, ttlMs) => current().take(key, limit, ttlMs),
    give: (key) => current().give(key),
  }
}
