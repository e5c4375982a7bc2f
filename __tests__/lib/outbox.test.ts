/** @jest-environment node */
import {
  afterFailure,
  cancelEntry,
  dueEntries,
  EXPIRES_AFTER_MS,
  nextDue,
  parseOutbox,
  queued,
  retryDelay,
  RETRY_DELAYS_MS,
  sendDue,
  withEntry,
  type Lock,
  type OutboxEntry,
  type OutboxStore,
} from '../../src/lib/forms/outbox'

const entry = (id: string, createdAt = 0): OutboxEntry =>
  queued(
    {
      id,
      formName: 'quote',
      what: 'estimate request',
      fields: { name: 'Dee', 'submission-id': id },
      draftKey: 'quote:test',
    },
    createdAt,
  )

/** A store shared by "tabs", as localStorage is. */
function memoryStore(entries: OutboxEntry[] = []): OutboxStore & { raw: () => string } {
  let raw = JSON.stringify(entries)
  return { read: () => parseOutbox(raw), write: (next) => void (raw = JSON.stringify(next)), raw: () => raw }
}

/** One lock shared by "tabs", as navigator.locks is within an origin: taken at once, or waited for. */
function sharedLock(): Lock {
  let held: Promise<unknown> | null = null
  return async (task, { wait }) => {
    while (held) {
      if (!wait) return null
      await held.catch(() => undefined)
    }
    const run = task()
    held = run
    try {
      return await run
    } finally {
      held = null
    }
  }
}

describe('retry timing', () => {
  it('waits longer after each failure, up to five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelay)).toEqual([5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 300_000, 300_000])
    expect(Math.max(...RETRY_DELAYS_MS)).toBe(300_000)
  })

  it('counts the tries and schedules the next from the moment of the failure', () => {
    const first = entry('a', 1_000)
    expect(first).toMatchObject({ attempts: 1, nextAttemptAt: 6_000, createdAt: 1_000 })
    expect(afterFailure(first, 10_000)).toMatchObject({ attempts: 2, nextAttemptAt: 25_000 })
  })

  it('picks what is due, oldest first, or everything when the page opens', () => {
    const entries = [entry('late', 100_000), entry('early', 0)]
    expect(dueEntries(entries, 5_000).map((e) => e.id)).toEqual(['early'])
    expect(dueEntries(entries, 0, true).map((e) => e.id)).toEqual(['early', 'late'])
    expect(nextDue(entries)).toBe(5_000)
    expect(nextDue([])).toBeNull()
  })
})

describe('the stored entries', () => {
  it('holds one entry per request id', () => {
    const once = withEntry([], entry('a'))
    expect(withEntry(once, { ...entry('a'), attempts: 3 })).toEqual([{ ...entry('a'), attempts: 3 }])
  })

  it('reads nothing from an empty, broken or foreign value, and drops malformed entries', () => {
    expect(parseOutbox(null)).toEqual([])
    expect(parseOutbox('{oops')).toEqual([])
    expect(parseOutbox('{"id":"a"}')).toEqual([])
    expect(parseOutbox(JSON.stringify([entry('a'), { id: 'b' }, { ...entry('c'), fields: { n: 1 } }]))).toEqual([entry('a')])
  })

  it('drops the typed values an older version kept with an entry (they stay in the tab that made it)', () => {
    expect(parseOutbox(JSON.stringify([{ ...entry('a'), values: { name: 'Dee', phone: '919 555 0100' } }]))).toEqual([entry('a')])
  })
})

describe('a sending pass', () => {
  it('removes a request only once the form service took it, and keeps a failed one for later', async () => {
    const store = memoryStore([entry('ok'), entry('down')])
    const send = jest.fn(async (e: OutboxEntry) => (e.id === 'ok' ? ('sent' as const) : ('failed' as const)))
    const result = await sendDue({ store, send, lock: sharedLock(), now: () => 10_000, everything: true })
    expect(result!.sent.map((e) => e.id)).toEqual(['ok'])
    expect(store.read()).toEqual([expect.objectContaining({ id: 'down', attempts: 2, nextAttemptAt: 25_000 })])
  })

  it('sends each request once when two tabs start a pass together', async () => {
    const store = memoryStore([entry('a'), entry('b')])
    const lock = sharedLock()
    const delivered: string[] = []
    const send = async (e: OutboxEntry) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      delivered.push(e.id)
      return 'sent' as const
    }
    const [tab1, tab2] = await Promise.all([
      sendDue({ store, send, lock, now: () => 0, everything: true }),
      sendDue({ store, send, lock, now: () => 0, everything: true }),
    ])
    expect(delivered.sort()).toEqual(['a', 'b'])
    expect([tab1, tab2].filter((r) => r === null)).toHaveLength(1) // the second tab found the pass running
    // and a pass started after the first one finished finds nothing left
    await expect(sendDue({ store, send, lock, now: () => 0, everything: true })).resolves.toEqual({ sent: [], refused: [], expired: [] })
    expect(delivered).toHaveLength(2)
  })

  it('skips a request another tab cancelled or sent while this pass was busy', async () => {
    const store = memoryStore([entry('a'), entry('b')])
    const send = jest.fn(async (e: OutboxEntry) => {
      if (e.id === 'a') store.write(store.read().filter((x) => x.id !== 'b'))
      return 'sent' as const
    })
    await sendDue({ store, send, lock: sharedLock(), now: () => 0, everything: true })
    expect(send.mock.calls.map(([e]) => e.id)).toEqual(['a'])
  })

  it('does not bring back a request cancelled while it failed to send', async () => {
    const store = memoryStore([entry('a')])
    const send = async () => {
      store.write([])
      return 'failed' as const
    }
    await sendDue({ store, send, lock: sharedLock(), now: () => 0, everything: true })
    expect(store.read()).toEqual([])
  })
})

describe('requests that will never go', () => {
  it('drops a request the form service refused for good after that one answer, and says which', async () => {
    const store = memoryStore([entry('bad'), entry('later')])
    const send = jest.fn(async (e: OutboxEntry) => (e.id === 'bad' ? ('refused' as const) : ('failed' as const)))
    const result = await sendDue({ store, send, lock: sharedLock(), now: () => 10_000, everything: true })
    expect(result!.refused.map((e) => e.id)).toEqual(['bad'])
    expect(store.read().map((e) => e.id)).toEqual(['later'])
    await sendDue({ store, send, lock: sharedLock(), now: () => 60_000, everything: true })
    expect(send.mock.calls.filter(([e]) => e.id === 'bad')).toHaveLength(1)
  })

  it('deletes a request kept for 72 hours without sending it', async () => {
    const store = memoryStore([entry('old', 0), entry('new', EXPIRES_AFTER_MS - 1_000)])
    const send = jest.fn(async (_entry: OutboxEntry) => 'sent' as const)
    const result = await sendDue({ store, send, lock: sharedLock(), now: () => EXPIRES_AFTER_MS, everything: true })
    expect(EXPIRES_AFTER_MS).toBe(72 * 3600 * 1000)
    expect(result!.expired.map((e) => e.id)).toEqual(['old'])
    expect(send.mock.calls.map(([e]) => e.id)).toEqual(['new'])
    expect(store.read()).toEqual([])
  })
})

describe('cancelling', () => {
  it('removes the request and hands back what was typed', async () => {
    const store = memoryStore([entry('a'), entry('b')])
    await expect(cancelEntry('a', store, sharedLock())).resolves.toMatchObject({ id: 'a', fields: { name: 'Dee' } })
    expect(store.read().map((e) => e.id)).toEqual(['b'])
  })

  it('waits for a pass in progress, and says so when the request went meanwhile', async () => {
    const store = memoryStore([entry('a')])
    const lock = sharedLock()
    let release: () => void = () => undefined
    const pass = sendDue({
      store,
      send: () => new Promise((resolve) => (release = () => resolve('sent'))),
      lock,
      now: () => 0,
      everything: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const cancel = cancelEntry('a', store, lock)
    release()
    await pass
    await expect(cancel).resolves.toBeNull()
  })
})
