/** @jest-environment node */
// The roof function (src/lib/roof/handler.ts, netlify/functions/roof.mts) against recorded-format
// answers of Google's Geocoding and Solar APIs: HIGH, MEDIUM only, no imagery, malformed, slow.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import towns from '../../data/towns/towns.en.json'
import sectionsEn from '../../data/ui-sections/ui-sections.en.json'
import sectionsEs from '../../data/ui-sections/ui-sections.es.json'
import { readRoofAnswer, reasonTextKey, ROOF_REASONS, roofUrl, type RoofAnswer } from '../../src/lib/roof/answer'
import { DEFAULT_GOOGLE_DAILY_LIMIT, dailyLimitOf, memoKey } from '../../src/lib/roof/budget'
import { readBuilding, readGeocode, riseOf } from '../../src/lib/roof/google'
import { measureRoof } from '../../src/lib/roof/client'
import { roofFields } from '../../src/lib/roof/fields'
import { MAX_ADDRESS_LENGTH } from '../../src/lib/roof/answer'
import { createRoofHandler, type RoofSettings } from '../../src/lib/roof/handler'
import { memoryStore, type Store } from '../../src/lib/server/store'
import { ADDRESSES, googleFetch, TEST_KEY } from '../support/google-standin'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'google', `${name}.json`), 'utf8'))

/** The roof function with the stand-in Google; `store` is the site's store it remembers in and counts calls in. */
function setup(settings: RoofSettings = { apiKey: TEST_KEY }, budgetMs = 3_300, store: Store = memoryStore()) {
  const google = googleFetch()
  const lines: string[] = []
  const handler = createRoofHandler({
    settings: () => settings,
    towns,
    fetch: google.fetch,
    budgetMs,
    store,
    log: (line) => lines.push(line),
  })
  /** GET of the address's one URL, as the box asks it */
  const ask = async (address: string, headers: Record<string, string> = {}) => {
    const response = await handler(new Request(`http://localhost${roofUrl(address)}`, { headers }))
    return { response, body: (await response.json()) as RoofAnswer }
  }
  /** GET of a query as written */
  const get = (query: string, init?: RequestInit) => handler(new Request(`http://localhost/api/roof${query}`, init))
  return { handler, ask, get, google, lines, store }
}

describe('reading Google', () => {
  it('sums the roof faces of a HIGH answer and finds the pitch covering most of it', () => {
    const building = readBuilding(fixture('solar-high'))
    expect(building).toMatchObject({
      kind: 'building',
      // 308.15 m2 of faces = 3,317 sq ft; 6/12 planes cover 254 m2 of it, a 10/12 gable and a 3/12 porch the rest
      roof: { areaSqFt: 3317, squares: 33.2, pitchRise: 6, faces: 8, imageryDate: '2023-04-12', imageryQuality: 'HIGH' },
    })
    expect(building.kind === 'building' && building.roof.pitchDegrees).toBeCloseTo(26.5, 1)
  })

  it('reads a MEDIUM answer the same way', () => {
    expect(readBuilding(fixture('solar-medium'))).toMatchObject({
      roof: { areaSqFt: 1615, squares: 16.2, pitchRise: 8, faces: 4, imageryDate: '2021-10-03', imageryQuality: 'MEDIUM' },
    })
  })

  it('calls an answer of another shape malformed, and a roof of no faces low quality', () => {
    expect(readBuilding(fixture('solar-malformed'))).toEqual({ kind: 'malformed' })
    expect(readBuilding({ nonsense: true })).toEqual({ kind: 'malformed' })
    expect(readBuilding(null)).toEqual({ kind: 'malformed' })
    const bare = fixture('solar-high') as { solarPotential: { roofSegmentStats: unknown[] } }
    bare.solarPotential.roofSegmentStats = []
    expect(readBuilding(bare)).toEqual({ kind: 'low-quality' })
    const low = { ...(fixture('solar-high') as object), imageryQuality: 'LOW' }
    expect(readBuilding(low)).toEqual({ kind: 'low-quality' })
  })

  it('tells a house from a town, and nothing found from a refused key', () => {
    expect(readGeocode(fixture('geocode-cary-rooftop'))).toMatchObject({ kind: 'found', precise: true, places: ['Cary'], state: 'NC' })
    expect(readGeocode(fixture('geocode-cary-town'))).toMatchObject({ kind: 'found', precise: false })
    expect(readGeocode(fixture('geocode-zero-results'))).toEqual({ kind: 'none' })
    expect(readGeocode(fixture('geocode-request-denied'))).toEqual({ kind: 'refused' })
    expect(readGeocode('<html>')).toEqual({ kind: 'malformed' })
  })

  it('rounds slopes to the rise in 12 roofers use', () => {
    expect([0, 14.04, 18.43, 26.57, 33.69, 39.81, 45].map(riseOf)).toEqual([0, 3, 4, 6, 8, 10, 12])
  })
})

describe('GET /api/roof', () => {
  it('measures a roof with HIGH imagery, in the site’s own shape, cached by the CDN for 30 days per address', async () => {
    const { ask, google } = setup()
    const { response, body } = await ask('  120 Oak Park Dr,   CARY ')
    expect(response.status).toBe(200)
    expect(body).toEqual({
      status: 'measured',
      town: 'cary',
      inServiceArea: true,
      roof: {
        areaSqFt: 3317,
        squares: 33.2,
        pitchRise: 6,
        pitchDegrees: 26.5,
        faces: 8,
        imageryDate: '2023-04-12',
        imageryQuality: 'HIGH',
      },
    })
    expect(readRoofAnswer(body)).toEqual(body)
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=2592000, stale-while-revalidate=86400')
    expect(response.headers.get('netlify-vary')).toBe('query=address,header=Sec-Fetch-Site')
    // one form of the address for the cache and for Google
    expect(google.requests[0]!.searchParams.get('address')).toBe('120 oak park dr, cary')
    expect(google.requests.map((u) => u.searchParams.get('requiredQuality'))).toEqual([null, 'HIGH'])
  })

  it('asks for MEDIUM imagery only where there is no HIGH', async () => {
    const { ask, google } = setup()
    const { body } = await ask(ADDRESSES.medium)
    expect(body).toMatchObject({ status: 'measured', town: 'raleigh', roof: { squares: 16.2, pitchRise: 8, imageryQuality: 'MEDIUM' } })
    expect(google.requests.map((u) => u.searchParams.get('requiredQuality'))).toEqual([null, 'HIGH', 'MEDIUM'])
  })

  it('says no imagery when Google has none of either quality (a cached answer, not an error)', async () => {
    const { ask } = setup()
    const { response, body } = await ask(ADDRESSES.noImagery)
    expect(response.status).toBe(200)
    expect(body).toEqual({ status: 'not-measured', reason: 'no-imagery', town: 'durham', inServiceArea: true })
    expect(response.headers.get('netlify-vary')).toBe('query=address,header=Sec-Fetch-Site')
  })

  it('never asks the Solar API about an address outside the twelve towns, or a town with no house', async () => {
    const outside = setup()
    expect((await outside.ask(ADDRESSES.outside)).body).toEqual({
      status: 'not-measured',
      reason: 'outside-area',
      town: null,
      inServiceArea: false,
    })
    const town = setup()
    expect((await town.ask(ADDRESSES.town)).body).toMatchObject({ reason: 'imprecise-address', town: 'cary', inServiceArea: true })
    expect(await setup().ask(ADDRESSES.unknown)).toMatchObject({ body: { reason: 'address-not-found' } })
    expect([...outside.google.requests, ...town.google.requests].map((u) => u.pathname)).toEqual([
      '/maps/api/geocode/json',
      '/maps/api/geocode/json',
    ])
  })

  it('answers a malformed or refused answer with a reason, never a 500, and caches neither', async () => {
    for (const [address, status] of [
      [ADDRESSES.malformed, 502],
      [ADDRESSES.denied, 502],
    ] as const) {
      const { response, body } = await setup().ask(address)
      expect({ address, status: response.status, reason: (body as { reason?: string }).reason }).toEqual({
        address,
        status,
        reason: 'unavailable',
      })
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('netlify-cdn-cache-control')).toBeNull()
    }
  })

  it('gives up on a silent Google within its time: a timeout, in time for the box’s 4 s', async () => {
    for (const address of [ADDRESSES.slowGeocode, ADDRESSES.slowSolar]) {
      const started = Date.now()
      const { response, body } = await setup({ apiKey: TEST_KEY }, 300).ask(address)
      expect({ address, status: response.status, reason: (body as { reason?: string }).reason }).toEqual({
        address,
        status: 504,
        reason: 'timeout',
      })
      expect(Date.now() - started).toBeLessThan(4_000)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers "not configured" without a key, and asks Google nothing', async () => {
    const { ask, google } = setup({})
    const { response, body } = await ask(ADDRESSES.high)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({ status: 'not-measured', reason: 'not-configured', town: null, inServiceArea: null })
    expect(google.requests).toEqual([])
  })

  it('refuses what is not an address of sane length, and other methods', async () => {
    const { ask, get, google } = setup()
    for (const address of ['', '  ', 'x'.repeat(MAX_ADDRESS_LENGTH + 1), 'a\u0000b c']) {
      const { response, body } = await ask(address)
      expect({ status: response.status, body }).toMatchObject({ status: 400, body: { reason: 'bad-address' } })
    }
    expect((await get('')).status).toBe(400)
    const put = await get('', { method: 'PUT', body: 'x' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET')
    expect(google.requests).toEqual([])
  })

  it('answers GET only: a POST (which no CDN caches) is refused, so it cannot make Google be paid again', async () => {
    const { get, google } = setup()
    const post = await get('', {
      method: 'POST',
      body: JSON.stringify({ address: ADDRESSES.high }),
      headers: { 'content-type': 'application/json' },
    })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET')
    expect(post.headers.get('cache-control')).toBe('no-store')
    expect(google.requests).toEqual([])
  })

  it('answers a query written otherwise with a 308 to its one URL, asking Google nothing, kept by no cache', async () => {
    const { get, google } = setup()
    for (const query of [
      '?address=120%20Oak%20Park%20Dr%2C%20Cary',
      '?address=120+OAK+Park++Dr,+Cary',
      '?address=%20120%20oak%20park%20dr,%20cary',
    ]) {
      const response = await get(query)
      expect({ query, status: response.status, location: response.headers.get('location') }).toEqual({
        query,
        status: 308,
        location: '/api/roof?address=120+oak+park+dr%2C+cary',
      })
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('netlify-cdn-cache-control')).toBe('no-store')
    }
    // the one URL itself is answered
    expect((await get('?address=120+oak+park+dr%2C+cary')).status).toBe(200)
    expect(google.requests.filter((u) => u.pathname === '/maps/api/geocode/json')).toHaveLength(1)
  })

  it('takes exactly one address: a repeated or unknown parameter is refused (400, kept by no cache)', async () => {
    const { get, google } = setup()
    for (const query of [
      `?address=120+oak+park+dr%2C+cary&address=9+lakeview+rd%2C+durham`,
      `?address=120+oak+park+dr%2C+cary&utm_source=x`,
      `?key=${TEST_KEY}`,
    ]) {
      const response = await get(query)
      expect({ query, status: response.status }).toEqual({ query, status: 400 })
      await expect(response.json()).resolves.toMatchObject({ reason: 'bad-address' })
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect(google.requests).toEqual([])
  })

  it("refuses another site's page (Sec-Fetch-Site: cross-site) before anything else, and keeps the refusal in no cache", async () => {
    const { ask, get, google } = setup()
    for (const refused of [
      await ask(ADDRESSES.high, { 'sec-fetch-site': 'cross-site' }),
      { response: await get('?x', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }) },
    ]) {
      expect(refused.response.status).toBe(403)
      expect(refused.response.headers.get('cache-control')).toBe('no-store')
    }
    expect(google.requests).toEqual([])
    // the site's own page, and an address typed in the browser's bar
    for (const site of ['same-origin', 'none']) expect((await ask(ADDRESSES.high, { 'sec-fetch-site': site })).response.status).toBe(200)
  })

  it('sends nosniff and a policy that allows nothing on every answer', async () => {
    const { ask, get } = setup()
    for (const response of [
      (await ask(ADDRESSES.high)).response,
      (await ask('')).response,
      await get('?address=A%20B%20C'),
      await get('', { method: 'DELETE' }),
      (await ask(ADDRESSES.high, { 'sec-fetch-site': 'cross-site' })).response,
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    }
  })

  it('never logs the address or the key, and goes to Google only (a setting cannot send the key elsewhere)', async () => {
    const { ask, lines, google } = setup({ apiKey: TEST_KEY, googleOrigin: 'https://collector.example/' }, 300)
    await ask(ADDRESSES.high)
    await ask(ADDRESSES.slowGeocode).catch(() => undefined)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toMatch(/oak|slow|cary|test-key/i)
    expect(new Set(google.requests.map((u) => u.origin))).toEqual(new Set(['https://maps.googleapis.com', 'https://solar.googleapis.com']))
  })
})

describe('what Google is paid for (Netlify Blobs on Netlify; the same store in memory here)', () => {
  const geocodes = (requests: URL[]) => requests.filter((u) => u.pathname === '/maps/api/geocode/json').length
  const solars = (requests: URL[]) => requests.filter((u) => u.pathname === '/v1/buildingInsights:findClosest').length

  it('answers an address asked before from the store, on another instance (another edge, a new deploy): Google is not asked again', async () => {
    const store = memoryStore()
    const first = setup({ apiKey: TEST_KEY }, 3_300, store)
    const measured = await first.ask(ADDRESSES.medium)
    expect(measured.body).toMatchObject({ status: 'measured', roof: { squares: 16.2 } })
    expect([geocodes(first.google.requests), solars(first.google.requests)]).toEqual([1, 2])
    // a hit: the same address, typed otherwise, on an instance that shares only the store
    const second = setup({ apiKey: TEST_KEY }, 3_300, store)
    const again = await second.ask(`  ${ADDRESSES.medium.toUpperCase()} `)
    expect(again.body).toEqual(measured.body)
    expect(again.response.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=2592000/)
    expect(second.google.requests).toEqual([])
    // a miss: another address is asked of Google
    await second.ask(ADDRESSES.noImagery)
    expect(geocodes(second.google.requests)).toBe(1)
  })

  it('keeps it under a hash of the address, never the address, for 30 days; a failure is not kept', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z')
    const store = memoryStore(() => clock)
    const keys: string[] = []
    const spying: Store = { ...store, set: (key, value, ttl) => (keys.push(key), store.set(key, value, ttl)) }
    await setup({ apiKey: TEST_KEY }, 3_300, spying).ask(ADDRESSES.high)
    expect(keys).toEqual([memoKey('geocode', ADDRESSES.high), memoKey('roof', ADDRESSES.high)])
    expect(keys.every((key) => /^(geocode|roof)\/[0-9a-f]{64}$/.test(key))).toBe(true)
    expect(keys.join(' ')).not.toMatch(/oak|cary/i)
    clock += 29 * 86_400_000
    await expect(store.get(memoKey('roof', ADDRESSES.high))).resolves.not.toBeNull()
    clock += 2 * 86_400_000
    await expect(store.get(memoKey('roof', ADDRESSES.high))).resolves.toBeNull()
    keys.length = 0
    await setup({ apiKey: TEST_KEY }, 3_300, spying).ask(ADDRESSES.denied)
    expect(keys).toEqual([])
  })

  it('stops paying Google at the day’s limit: the box falls back to the typical home with its reason', async () => {
    const store = memoryStore()
    const limited = { apiKey: TEST_KEY, dailyLimit: 3 }
    // a geocode and a HIGH Solar request: 2 of the 3 calls
    expect((await setup(limited, 3_300, store).ask(ADDRESSES.high)).body).toMatchObject({ status: 'measured' })
    // a geocode (the 3rd), then no call left for Solar
    const short = setup(limited, 3_300, store)
    const stopped = await short.ask(ADDRESSES.noImagery)
    expect(stopped.body).toEqual({ status: 'not-measured', reason: 'daily-limit', town: 'durham', inServiceArea: true })
    expect(stopped.response.status).toBe(200)
    expect(stopped.response.headers.get('cache-control')).toBe('no-store')
    expect([geocodes(short.google.requests), solars(short.google.requests)]).toEqual([1, 0])
    // nothing at all for a new address; an address already answered is still answered, from the store
    const after = setup(limited, 3_300, store)
    expect((await after.ask(ADDRESSES.outside)).body).toMatchObject({ reason: 'daily-limit' })
    expect((await after.ask(ADDRESSES.high)).body).toMatchObject({ status: 'measured' })
    expect(after.google.requests).toEqual([])
    expect(after.lines.join('\n')).toMatch(/daily limit of 3 paid calls is reached/)
  })

  it('asks Google nothing when the day’s count cannot be read (the bill stays bounded with the store down)', async () => {
    const down: Store = {
      get: () => Promise.reject(new Error('store down')),
      set: () => Promise.reject(new Error('store down')),
      take: () => Promise.reject(new Error('store down')),
      give: () => Promise.reject(new Error('store down')),
    }
    const { ask, google } = setup({ apiKey: TEST_KEY }, 3_300, down)
    const { response, body } = await ask(ADDRESSES.high)
    expect([response.status, body]).toEqual([502, { status: 'not-measured', reason: 'unavailable', town: null, inServiceArea: null }])
    expect(google.requests).toEqual([])
  })

  it('reads GOOGLE_DAILY_LIMIT as a whole number, else the default', () => {
    expect([undefined, '', 'lots', '-5', '2.5'].map(dailyLimitOf)).toEqual(Array(5).fill(DEFAULT_GOOGLE_DAILY_LIMIT))
    expect(['0', '50', ' 1200 '].map(dailyLimitOf)).toEqual([0, 50, 1200])
  })
})

describe('reading the answer in the browser', () => {
  it('has a line for every reason, in both languages', () => {
    for (const texts of [sectionsEn, sectionsEs]) {
      const lines = texts.texts.estimateBox.notMeasured as Record<string, string>
      expect(ROOF_REASONS.filter((reason) => !lines[reasonTextKey(reason)]?.trim())).toEqual([])
    }
  })

  it('takes only the site’s shape', () => {
    expect(readRoofAnswer({ status: 'not-measured', reason: 'timeout', town: null, inServiceArea: null })).toMatchObject({
      reason: 'timeout',
    })
    expect(readRoofAnswer({ status: 'not-measured', reason: 'because' })).toBeNull()
    expect(readRoofAnswer({ status: 'measured', roof: { squares: 'many' } })).toBeNull()
    expect(readRoofAnswer('<html>Not found</html>')).toBeNull()
  })
})

describe('the box asking /api/roof', () => {
  const realFetch = global.fetch
  afterEach(() => {
    global.fetch = realFetch
  })

  it('sends the address in one form, and reads the answer', async () => {
    const asked: string[] = []
    global.fetch = (async (url: string) => {
      asked.push(url)
      return new Response(JSON.stringify({ status: 'not-measured', reason: 'no-imagery', town: 'durham', inServiceArea: true }))
    }) as typeof fetch
    await expect(measureRoof('  9 Lakeview Rd,  Durham ')).resolves.toMatchObject({ reason: 'no-imagery', town: 'durham' })
    // the function's one URL for it: no 308 on the way
    expect(asked).toEqual(['/api/roof?address=9+lakeview+rd%2C+durham'])
  })

  it('gives up after its time, and calls anything but the site’s shape unavailable', async () => {
    global.fetch = (() => new Promise<Response>(() => undefined)) as typeof fetch
    await expect(measureRoof('120 Oak Park Dr, Cary', 50)).resolves.toMatchObject({ status: 'not-measured', reason: 'timeout' })
    global.fetch = (async () => new Response('<html>Not found</html>', { status: 404 })) as typeof fetch
    await expect(measureRoof('120 Oak Park Dr, Cary')).resolves.toMatchObject({ reason: 'unavailable' })
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    await expect(measureRoof('120 Oak Park Dr, Cary')).resolves.toMatchObject({ reason: 'unavailable' })
  })

  it('sends what was measured with the quote', () => {
    const building = readBuilding(fixture('solar-high'))
    if (building.kind !== 'building') throw new Error('the HIGH fixture has a building')
    expect(roofFields(building.roof, 'designer', '2')).toEqual({
      roof_squares: '33.2',
      roof_pitch: '6/12',
      measured: 'yes',
      imagery_date: '2023-04-12',
      roof_tier: 'designer',
      roof_stories: '2',
    })
    expect(roofFields(null, 'architectural', '1')).toEqual({
      roof_squares: '',
      roof_pitch: '',
      measured: 'no',
      imagery_date: '',
      roof_tier: 'architectural',
      roof_stories: '1',
    })
  })
})
