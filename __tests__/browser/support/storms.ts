// The storm check's function (netlify/functions/storms.mts) as the tests' server mounts it: the same
// handler, with the towns and ZIP codes served, a fixed "now" and, in place of the storm report
// archive (every outside host is blocked), a stand-in that answers from the recorded answer in
// __tests__/fixtures/storms/, only the reports inside the box it is asked about, as the archive does;
// and, when a test gives the site a key, Google's geocoder answering from its fixtures.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import towns from '../../../data/towns/towns.en.json'
import { googleGeocoder } from '../../../src/lib/roof/google'
import { createStormsHandler, GEOCODE_MS } from '../../../src/lib/storms/handler'
import type { Fetch } from '../../../src/lib/server/http'
import { memoryStore } from '../../../src/lib/server/store'
import { ZIP_CODES } from '../../../src/lib/storms/zip-codes'
import { googleFetch, TEST_KEY } from '../../support/google-standin'

/** The day the recorded answer is read on (its reports are dated from it). */
export const STORMS_NOW = new Date('2026-06-01T16:00:00Z')

type Feature = { properties: { lat: number; lon: number } }
const recorded = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'storms', 'lsr-triangle.geojson'), 'utf8')) as {
  type: string
  features: Feature[]
}

/** How the stand-in for the archive answers: from the recording, never (slower than the 4 s limit), or not at all. */
export type SourceMode = 'recorded' | 'slow' | 'down'
/** `keyed`: the site has a Google key, and street addresses are located by Google's (recorded-format) geocoder. */
export type StormSource = { mode: SourceMode; asked: string[]; keyed: boolean }

/** A stand-in the test can switch (`source.mode = 'down'`), and the functions to mount with it. */
export function stormSource(): StormSource & { functions: Record<string, (request: Request) => Promise<Response>> } {
  const source = { mode: 'recorded' as SourceMode, asked: [] as string[], keyed: false }
  const fetch: Fetch = (url, init = {}) => {
    source.asked.push(url)
    if (source.mode === 'down') return Promise.reject(new TypeError('fetch failed'))
    if (source.mode === 'slow')
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    const box = Object.fromEntries([...new URL(url).searchParams].map(([k, v]) => [k, Number(v)]))
    const inside = recorded.features.filter(
      ({ properties: p }) => p.lat >= box['south']! && p.lat <= box['north']! && p.lon >= box['west']! && p.lon <= box['east']!,
    )
    return Promise.resolve(Response.json({ ...recorded, features: inside }))
  }
  const geocode = googleGeocoder({
    settings: () => ({ apiKey: source.keyed ? TEST_KEY : undefined }),
    fetch: googleFetch().fetch,
    ms: GEOCODE_MS,
    store: memoryStore(),
  })
  const handler = createStormsHandler({ towns, zips: ZIP_CODES, fetch, now: () => STORMS_NOW, log: () => undefined, geocode })
  return Object.assign(source, { functions: { '/api/storms': handler } })
}
