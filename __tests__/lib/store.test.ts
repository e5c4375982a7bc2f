/** @jest-environment node */
// The functions' store (src/lib/server/store.ts): the Blobs store against Netlify's own local Blobs
// server (@netlify/blobs/server, the one its CLI runs; an ES module, so in a process of its own), and
// against a stand-in with Netlify Blobs' conditional writes (the local server's reads carry no ETag,
// which counting needs); and the store in memory the local server and the tests use. The day's count
// of paid Google calls must hold when instances count at once.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setEnvironmentContext } from '@netlify/blobs'
import { blobsStore, memoryStore, siteStore, type Blobs, type Store } from '../../src/lib/server/store'

/**
 * Netlify Blobs as its API documents it, in memory: a read gives the entry's ETag, and a write with
 * onlyIfMatch / onlyIfNew happens only if the entry is still that one / does not exist yet.
 */
function blobsStandIn(): (name: string) => Blobs {
  const stores = new Map<string, Map<string, { data: unknown; etag: string }>>()
  let version = 0
  return (name) => {
    const entries = stores.get(name) ?? stores.set(name, new Map()).get(name)!
    const tick = () => new Promise((resolve) => setImmediate(resolve))
    return {
      getWithMetadata: (async (key: string) => {
        await tick()
        const entry = entries.get(key)
        return entry ? { data: structuredClone(entry.data), etag: entry.etag, metadata: {} } : null
      }) as Blobs['getWithMetadata'],
      setJSON: async (key, data, options = {}) => {
        await tick()
        const entry = entries.get(key)
        if (options.onlyIfNew && entry) return { modified: false }
        if (options.onlyIfMatch && entry?.etag !== options.onlyIfMatch) return { modified: false }
        const etag = `"${++version}"`
        entries.set(key, { data: structuredClone(data), etag })
        return { modified: true, etag }
      },
    }
  }
}

/** Netlify's local Blobs server on a free port of 127.0.0.1, in `directory`: its URL, and a way to stop it. */
async function startBlobsServer(directory: string, token: string): Promise<{ url: string; stop: () => void }> {
  const script = `
    import { BlobsServer } from '@netlify/blobs/server'
    const server = new BlobsServer({ directory: ${JSON.stringify(directory)}, token: ${JSON.stringify(token)} })
    const { port } = await server.start()
    console.log('port', port)`
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /port (\d+)/.exec(out)
      if (found) resolve(found[1]!)
    })
    child.on('exit', (code) => reject(new Error(`the Blobs server stopped (${code})`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

const DAY = 86_400_000

/** What every store must do: `make` gives an instance of the store `name` (instances of one name share their entries). */
function behaves(kind: string, make: (name: string, now: () => number) => Store) {
  describe(kind, () => {
    let clock = Date.parse('2026-06-01T12:00:00Z')
    const now = () => clock

    it('keeps a value until it expires, and answers null for a key it never had', async () => {
      const store = make('kept', now)
      await store.set('geocode/abc', { kind: 'none' }, 30 * DAY)
      await expect(store.get('geocode/abc')).resolves.toEqual({ kind: 'none' })
      await expect(store.get('geocode/other')).resolves.toBeNull()
      clock += 30 * DAY + 1
      await expect(store.get('geocode/abc')).resolves.toBeNull()
    })

    it('counts up to a limit, and starts again once the count has expired', async () => {
      const store = make('counted', now)
      const takes = []
      for (let i = 0; i < 4; i++) takes.push(await store.take('calls/2026-06-01', 3, 2 * DAY))
      expect(takes).toEqual([true, true, true, false])
      await expect(store.take('calls/2026-06-02', 3, 2 * DAY)).resolves.toBe(true)
      clock += 2 * DAY + 1
      await expect(store.take('calls/2026-06-01', 3, 2 * DAY)).resolves.toBe(true)
    })

    it('lets no two instances take the last call: ten at once against a limit of four take four', async () => {
      const instances = Array.from({ length: 10 }, () => make('busy', now))
      const taken = await Promise.all(instances.map((store) => store.take('calls/busy', 4, DAY)))
      expect(taken.filter(Boolean)).toHaveLength(4)
      await expect(make('busy', now).take('calls/busy', 4, DAY)).resolves.toBe(false)
    })
  })
}

const standIn = blobsStandIn()
behaves('the Blobs store (with the conditional writes of Netlify Blobs)', (name, now) => blobsStore(name, now, standIn))

describe('the Blobs store on Netlify’s local Blobs server', () => {
  let server: { url: string; stop: () => void } | undefined
  let directory: string
  const token = 'a-token-for-the-local-blobs-server'
  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'blobs-'))
    server = await startBlobsServer(directory, token)
    // what Netlify gives a function as it runs it
    setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, siteID: 'site-id', token })
  })
  afterAll(() => {
    delete process.env.NETLIFY_BLOBS_CONTEXT
    server?.stop()
    rmSync(directory, { recursive: true, force: true })
  })

  it('keeps a value until it expires, and a first count', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z')
    const store = blobsStore('google', () => clock)
    await store.set('geocode/abc', { kind: 'none' }, 30 * DAY)
    await expect(store.get('geocode/abc')).resolves.toEqual({ kind: 'none' })
    await expect(store.get('geocode/other')).resolves.toBeNull()
    await expect(store.take('calls/2026-06-01', 1, DAY)).resolves.toBe(true)
    clock += 30 * DAY + 1
    await expect(store.get('geocode/abc')).resolves.toBeNull()
  })

  it('is what siteStore uses when Netlify gives the environment', async () => {
    const lines: string[] = []
    await siteStore('site', (line) => lines.push(line)).set('k', 1, DAY)
    await expect(blobsStore('site').get('k')).resolves.toBe(1)
    expect(lines).toEqual([])
  })
})

// the instances of one process share its memory
const memories = new Map<string, Store>()
behaves('the store in memory', (name, now) => memories.get(name) ?? memories.set(name, memoryStore(now)).get(name)!)

describe('siteStore without Netlify', () => {
  it('keeps in memory, and says so once', async () => {
    const lines: string[] = []
    const store = siteStore('google', (line) => lines.push(line))
    await store.set('a', 1, DAY)
    await expect(store.get('a')).resolves.toBe(1)
    await expect(store.take('b', 1, DAY)).resolves.toBe(true)
    expect(lines).toEqual(["store google: no Netlify Blobs here, kept in this process's memory"])
  })
})
