/** @jest-environment node */
// The roof function (src/lib/roof/handler.ts, netlify/functions/roof.mts) against recorded-format
// answers of Google's Geocoding and Solar APIs: HIGH, MEDIUM only, no imagery, malformed, slow.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import towns from '../../data/towns/towns.en.json'
import sectionsEn from '../../data/ui-sections/ui-sections.en.json'
import sectionsEs from '../../data/ui-sections/ui-sections.es.json'
import { readRoofAnswer, reasonTextKey, ROOF_REASONS, type RoofAnswer } from '../../src/lib/roof/answer'
import { readBuilding, readGeocode, riseOf } from '../../src/lib/roof/google'
import { measureRoof } from '../../src/lib/roof/client'
import { roofFields } from '../../src/lib/roof/fields'
import { MAX_ADDRESS_LENGTH } from '../../src/lib/roof/answer'
import { createRoofHandler, type RoofSettings } from '../../src/lib/roof/handler'
import { ADDRESSES, googleFetch, TEST_KEY } from '../support/google-standin'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'google', `${name}.json`), 'utf8'))

function setup(settings: RoofSettings = { apiKey: TEST_KEY }, budgetMs = 3_300) {
  const google = googleFetch()
  const lines: string[] = []
  const handler = createRoofHandler({ settings: () => settings, towns, fetch: google.fetch, budgetMs, log: (line) => lines.push(line) })
  const ask = async (address: string) => {
    const response = await handler(new Request(`http://localhost/api/roof?address=${encodeURIComponent(address)}`))
    return { response, body: (await response.json()) as RoofAnswer }
  }
  return { handler, ask, google, lines }
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
    expect(response.headers.get('netlify-vary')).toBe('query=address')
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
    expect(response.headers.get('netlify-vary')).toBe('query=address')
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
      expect(Date.now() - started).toBeLessThan(1_500)
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
    const { ask, handler, google } = setup()
    for (const address of ['', '  ', 'x'.repeat(MAX_ADDRESS_LENGTH + 1), 'a\u0000b c']) {
      const { response, body } = await ask(address)
      expect({ status: response.status, body }).toMatchObject({ status: 400, body: { reason: 'bad-address' } })
    }
    const missing = await handler(new Request('http://localhost/api/roof'))
    expect(missing.status).toBe(400)
    const put = await handler(new Request('http://localhost/api/roof', { method: 'PUT', body: 'x' }))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST')
    const huge = await handler(
      new Request('http://localhost/api/roof', {
        method: 'POST',
        body: JSON.stringify({ address: 'x'.repeat(5_000) }),
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(huge.status).toBe(400)
    expect(google.requests).toEqual([])
  })

  it('takes a POST too', async () => {
    const { handler } = setup()
    const response = await handler(
      new Request('http://localhost/api/roof', {
        method: 'POST',
        body: JSON.stringify({ address: ADDRESSES.high }),
        headers: { 'content-type': 'application/json' },
      }),
    )
    await expect(response.json()).resolves.toMatchObject({ status: 'measured', roof: { squares: 33.2 } })
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
    expect(asked).toEqual(['/api/roof?address=9%20lakeview%20rd%2C%20durham'])
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
    expect(roofFields(building.roof, 'designer')).toEqual({
      roof_squares: '33.2',
      roof_pitch: '6/12',
      measured: 'yes',
      imagery_date: '2023-04-12',
      roof_tier: 'designer',
    })
    expect(roofFields(null, 'architectural')).toEqual({
      roof_squares: '',
      roof_pitch: '',
      measured: 'no',
      imagery_date: '',
      roof_tier: 'architectural',
    })
  })
})
