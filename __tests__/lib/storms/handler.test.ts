/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import towns from '../../../data/towns/towns.en.json'
import type { StormAnswer } from '../../../src/lib/storms/answer'
import { createStormsHandler } from '../../../src/lib/storms/handler'
import type { Fetch } from '../../../src/lib/server/http'
import { SOURCE_URL } from '../../../src/lib/storms/source'
import { ZIP_CODES } from '../../../src/lib/storms/zip-codes'
import { googleGeocoder } from '../../../src/lib/roof/google'
import { memoryStore } from '../../../src/lib/server/store'
import { stormsUrl } from '../../../src/lib/storms/place'
import { ADDRESSES, googleFetch, TEST_KEY } from '../../support/google-standin'

const fixtureText = (name: string) => readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'storms', name), 'utf8')
const NOW = new Date('2026-06-01T16:00:00Z')

type Asked = { url: string; signal: AbortSignal }

/** A stand-in for the source: records what it was asked, and answers as told. */
function source(answer: (asked: Asked) => Promise<Response> | Response) {
  const asked: Asked[] = []
  const fetch: Fetch = async (url, init) => {
    // the function always gives its fetch a signal: it stops waiting for a slow source
    if (!init?.signal) throw new Error('the source was asked without a signal')
    asked.push({ url, signal: init.signal })
    return answer({ url, signal: init.signal })
  }
  return { fetch, asked }
}
const recorded =
  (name = 'lsr-triangle.geojson') =>
  () =>
    new Response(fixtureText(name), { status: 200, headers: { 'content-type': 'application/vnd.geo+json' } })

const handlerWith = (fetch: Fetch, timeoutMs?: number) =>
  createStormsHandler({ towns, zips: ZIP_CODES, fetch, now: () => NOW, timeoutMs, log: () => undefined })
const get = (query: string, init?: RequestInit) => new Request(`https://example.netlify.app/api/storms${query}`, init)
/** The answer to a query as a browser gets it: a 308 to the query's one URL is followed, once. */
const ask = async (handler: (r: Request) => Promise<Response>, query: string) => {
  const response = await handler(get(query))
  if (response.status !== 308) return response
  const followed = await handler(new Request(new URL(response.headers.get('location')!, 'https://example.netlify.app')))
  expect(followed.status).not.toBe(308)
  return followed
}
const body = async (response: Response) => (await response.json()) as StormAnswer

describe('/api/storms', () => {
  it('answers the reports near a town served, newest first, with the inspection rule and the last year', async () => {
    const { fetch } = source(recorded())
    const response = await handlerWith(fetch)(get('?place=cary&radius=5'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const answer = await body(response)
    if (answer.status !== 'ok') throw new Error(`answered ${answer.status}`)
    expect(answer.place).toEqual({ param: 'cary', kind: 'town', slug: 'cary', name: 'Cary' })
    expect(answer.radiusMiles).toBe(5)
    expect(answer.since).toBe('2021-06-01')
    expect(answer.source).toEqual({ checkedAt: '2026-06-01T16:00:00.000Z', checkedOn: '2026-06-01', latestReport: '2026-03-15' })
    expect(answer.reports.map((r) => [r.date, r.kind, r.hailInches ?? r.windMph, r.hailSize, r.distanceMiles, r.bearing])).toEqual([
      ['2026-03-15', 'hail', 0.75, 'penny', 0.8, 'S'],
      ['2025-07-14', 'wind', null, null, 4, 'E'],
      ['2025-05-03', 'hail', 1.25, 'halfDollar', 1.2, 'NW'],
      ['2024-09-27', 'wind', 45, null, 2.8, 'S'],
      ['2024-08-07', 'wind', 61, null, 2.5, 'SE'],
    ])
    expect(answer.inspection).toEqual({ date: '2025-05-03', hailInches: 1.25, windMph: 61, tornado: false })
    expect(answer.lastYear).toEqual({ count: 2, largestHailInches: 0.75, largestHailSize: 'penny' })
    // around a town: where each is on the map, to a tenth of a mile
    expect(answer.reports[1]).toMatchObject({ eastMiles: 4, northMiles: expect.any(Number) })
  })

  it("dates a report by North Carolina's day, not UTC's", async () => {
    // 01:30 UTC on 4 July is the evening of 3 July in Raleigh
    const late = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { type: 'G', magf: 60, unit: 'MPH', valid: '2025-07-04T01:30:00Z', lat: 35.7915, lon: -78.7811, wfo: 'RAH' },
        },
      ],
    }
    const { fetch } = source(() => Response.json(late))
    const answer = await body(await handlerWith(fetch)(get('?place=cary&radius=3')))
    expect(answer.status === 'ok' && answer.reports[0]?.date).toBe('2025-07-03')
  })

  it('asks only its one source, for a box around the place over the last five years', async () => {
    const { fetch, asked } = source(recorded())
    await handlerWith(fetch)(get('?place=27513&radius=10'))
    expect(asked).toHaveLength(1)
    const url = new URL(asked[0]!.url)
    expect(`${url.origin}${url.pathname}`).toBe(SOURCE_URL)
    expect(url.origin).toBe('https://mesonet.agron.iastate.edu')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      west: expect.stringMatching(/^-78\.9\d{3}$/),
      east: expect.stringMatching(/^-78\.6\d{3}$/),
      north: expect.stringMatching(/^35\.9\d{3}$/),
      south: expect.stringMatching(/^35\.6\d{3}$/),
      sts: '2021-06-01T16:00Z',
      ets: '2026-06-01T16:00Z',
    })
  })

  it('answers a ZIP code and coordinates in North Carolina', async () => {
    const { fetch } = source(recorded())
    const zip = await body(await handlerWith(fetch)(get('?place=27513&radius=3')))
    expect(zip.status === 'ok' && zip.place).toEqual({ param: '27513', kind: 'zip', zip: '27513' })
    const point = await body(await ask(handlerWith(fetch), '?place=35.7915,-78.7811&radius=3'))
    expect(point.status === 'ok' && point.reports.length).toBe(4)
  })

  it('says so when nothing was reported', async () => {
    const { fetch } = source(recorded('lsr-empty.geojson'))
    const answer = await body(await handlerWith(fetch)(get('?place=zebulon&radius=10')))
    expect(answer).toMatchObject({ status: 'ok', reports: [], inspection: null, source: { latestReport: null }, lastYear: { count: 0 } })
  })

  describe('a street address', () => {
    /** The handler with Google's geocoder (its recorded-format stand-in), with or without a key. */
    const withGeocoder = (apiKey: string | undefined) => {
      const google = googleFetch()
      const lines: string[] = []
      const { fetch, asked } = source(recorded())
      const handler = createStormsHandler({
        towns,
        zips: ZIP_CODES,
        fetch,
        now: () => NOW,
        log: (line) => lines.push(line),
        geocode: googleGeocoder({
          settings: () => ({ apiKey, googleOrigin: 'http://127.0.0.1/' }),
          fetch: google.fetch,
          ms: 300,
          store: memoryStore(),
        }),
      })
      return { handler, google: google.requests, asked, lines }
    }
    const query = (address: string, place?: string) => stormsUrl({ address, place, radius: 5 }).replace('/api/storms', '')

    it('is located by the geocoder when the site has a key, and the reports are measured from the house', async () => {
      const { handler, google, asked } = withGeocoder(TEST_KEY)
      const response = await handler(get(query(`  ${ADDRESSES.high}  `, '27511')))
      const answer = await body(response)
      if (answer.status !== 'ok') throw new Error(`answered ${answer.status}`)
      // named by the town Google placed it in: neither its coordinates nor the text the request gave
      expect(answer.place).toEqual({ kind: 'address', town: 'Cary', param: '' })
      expect(JSON.stringify(answer)).not.toMatch(/oak park|35\.78\d|-78\.78\d/i)
      // around a house: distances to half a mile and a compass point, no offsets (with the public reports'
      // positions, finer figures would place the house), no report's coordinates
      expect(answer.reports[0]).toEqual(expect.objectContaining({ distanceMiles: 0, eastMiles: null, northMiles: null, bearing: 'S' }))
      expect(answer.reports[1]).toEqual(expect.objectContaining({ distanceMiles: 4, eastMiles: null, northMiles: null, bearing: 'E' }))
      expect(answer.reports.every((r) => Number.isInteger(r.distanceMiles * 2))).toBe(true)
      expect(answer.reports.every((r) => !('lat' in r) && !('lng' in r))).toBe(true)
      expect(google.map((url) => url.searchParams.get('address'))).toEqual([ADDRESSES.high.toLowerCase()])
      expect(new URL(asked[0]!.url).searchParams.get('north')).not.toBeNull()
      expect(response.headers.get('netlify-vary')).toBe('query=place|address|radius,header=Sec-Fetch-Site')
    })

    it('pays Google once for an address: asked again (another instance, the same store) it is answered from the store', async () => {
      const google = googleFetch()
      const store = memoryStore()
      const handler = () =>
        createStormsHandler({
          towns,
          zips: ZIP_CODES,
          fetch: source(recorded()).fetch,
          now: () => NOW,
          log: () => undefined,
          geocode: googleGeocoder({
            settings: () => ({ apiKey: TEST_KEY, googleOrigin: 'http://127.0.0.1/' }),
            fetch: google.fetch,
            ms: 300,
            store,
          }),
        })
      for (const radius of [5, 10]) await handler()(get(stormsUrl({ address: ADDRESSES.high, radius }).replace('/api/storms', '')))
      expect(google.requests).toHaveLength(1)
    })

    it('past the day’s limit of Google calls, answers for the place beside the address, kept by no cache', async () => {
      const google = googleFetch()
      const lines: string[] = []
      const handler = createStormsHandler({
        towns,
        zips: ZIP_CODES,
        fetch: source(recorded()).fetch,
        now: () => NOW,
        log: (line) => lines.push(line),
        geocode: googleGeocoder({
          settings: () => ({ apiKey: TEST_KEY, googleOrigin: 'http://127.0.0.1/', dailyLimit: 0 }),
          fetch: google.fetch,
          ms: 300,
          store: memoryStore(),
          log: (line) => lines.push(line),
        }),
      })
      const response = await handler(get(query(ADDRESSES.high, '27511')))
      expect(await body(response)).toMatchObject({ status: 'ok', place: { kind: 'zip', zip: '27511' } })
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(google.requests).toEqual([])
      expect(lines).toEqual(['google: the daily limit of 0 paid calls is reached', 'Storm check: the geocoder answered ceiling'])
    })

    it('is never sent anywhere without a key: the town or ZIP code the page read in it answers', async () => {
      const { handler, google } = withGeocoder(undefined)
      const answer = await body(await ask(handler, query('4400 New Bern Ave, Raleigh, NC 27604', '27604')))
      expect(answer.status === 'ok' && answer.place).toMatchObject({ kind: 'zip', zip: '27604' })
      expect(google).toEqual([])
      const alone = await ask(handler, query('4400 New Bern Ave'))
      expect(alone.status).toBe(404)
      expect(await body(alone)).toMatchObject({ status: 'refused', reason: 'address-not-found' })
    })

    it('not found falls back to the place beside it, or is refused with a clear message', async () => {
      const { handler } = withGeocoder(TEST_KEY)
      const fallback = await body(await handler(get(query(ADDRESSES.unknown, 'cary'))))
      expect(fallback.status === 'ok' && fallback.place).toMatchObject({ kind: 'town', slug: 'cary' })
      const refused = await handler(get(query(ADDRESSES.unknown)))
      expect(refused.status).toBe(404)
      expect(await body(refused)).toMatchObject({ reason: 'address-not-found', message: expect.stringContaining('North Carolina') })
    })

    it('a geocoder that does not answer in time gives the place beside it, kept by no cache, and no address in the log', async () => {
      const { handler, lines } = withGeocoder(TEST_KEY)
      const response = await handler(get(query(ADDRESSES.slowGeocode, '27502')))
      expect(response.status).toBe(200)
      expect((await body(response)).status === 'ok').toBe(true)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(lines).toEqual(['Storm check: the geocoder answered timeout'])
      expect(lines.join(' ')).not.toMatch(/slow lane/i)
    })

    it.each([
      ['too long', 'x'.repeat(201)],
      ['too short', ' a '],
      ['with a control character', '12 Main\u0000 St'],
    ])('refuses an address %s, without asking anyone', async (_what, address) => {
      const { handler, google, asked } = withGeocoder(TEST_KEY)
      const response = await handler(get(query(address, 'cary')))
      expect(response.status).toBe(400)
      expect(await body(response)).toMatchObject({ reason: 'bad-address' })
      expect([google.length, asked.length]).toEqual([0, 0])
    })
  })

  it('lets the CDN keep an answer for a day, varied only by the question and whether another site asked', async () => {
    const { fetch } = source(recorded())
    const response = await handlerWith(fetch)(get('?place=cary&radius=5'))
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, max-age=86400, stale-while-revalidate=3600')
    expect(response.headers.get('netlify-vary')).toBe('query=place|address|radius,header=Sec-Fetch-Site')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('answers one URL per question: another spelling gets a 308 to it, asking no one, kept by no cache', async () => {
    const { fetch, asked } = source(recorded())
    const handler = handlerWith(fetch)
    for (const [query, location] of [
      ['?radius=5&place=cary', '/api/storms?place=cary&radius=5'],
      ['?place=CARY&radius=5', '/api/storms?place=cary&radius=5'],
      ['?place=35.7915,%20-78.7811&radius=3', '/api/storms?place=35.7915%2C-78.7811&radius=3'],
      ['?address=120%20Oak%20Park%20Dr%2C%20Cary&radius=5', '/api/storms?address=120+oak+park+dr%2C+cary&radius=5'],
      ['?address=120+OAK+Park+Dr,+Cary&place=cary&radius=5', '/api/storms?address=120+oak+park+dr%2C+cary&place=cary&radius=5'],
    ] as const) {
      const response = await handler(get(query))
      expect([query, response.status, response.headers.get('location')]).toEqual([query, 308, location])
      expect(response.headers.get('netlify-cdn-cache-control')).toBe('no-store')
    }
    expect(asked).toEqual([])
  })

  it.each([
    ['an unknown parameter', '?place=cary&radius=5&utm_source=newsletter'],
    ['a URL smuggled beside the place', '?place=27513&radius=10&url=https://evil.example/&host=evil.example'],
    ['a repeated place', '?place=cary&place=apex&radius=5'],
    ['a repeated address', '?address=1+main+st&address=2+main+st&radius=5'],
  ])('refuses %s (400, kept by no cache: it would share the cache entry of the question without it)', async (_what, query) => {
    const { fetch, asked } = source(recorded())
    const response = await handlerWith(fetch)(get(query))
    expect(response.status).toBe(400)
    expect(await body(response)).toMatchObject({ status: 'refused', reason: 'bad-query' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(asked).toEqual([])
  })

  it("refuses another site's page (Sec-Fetch-Site: cross-site) before anything else, with nosniff and a policy allowing nothing", async () => {
    const { fetch, asked } = source(recorded())
    const handler = handlerWith(fetch)
    const refused = await handler(get('?place=cary&radius=5', { headers: { 'sec-fetch-site': 'cross-site' } }))
    expect(refused.status).toBe(403)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(asked).toEqual([])
    for (const site of ['same-origin', 'same-site', 'none']) {
      const answered = await handler(get('?place=cary&radius=5', { headers: { 'sec-fetch-site': site } }))
      expect(answered.status).toBe(200)
      expect(answered.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answered.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    }
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it.each([
    ['no place', '?radius=5', 400, 'missing-place'],
    ['a town not served', '?place=charlotte&radius=5', 404, 'unknown-town'],
    ['a ZIP code outside the table', '?place=28202&radius=5', 404, 'unknown-zip'],
    ['coordinates outside North Carolina', '?place=36.85,-76.29&radius=5', 422, 'outside-nc'],
    ['a URL for a place', '?place=https%3A%2F%2Fevil.example%2F&radius=5', 400, 'not-a-place'],
    ['no radius', '?place=cary', 400, 'bad-radius'],
    ['a radius not offered', '?place=cary&radius=50', 400, 'bad-radius'],
    ['a radius with decimals', '?place=cary&radius=5.0', 400, 'bad-radius'],
    ['a radius written in words', '?place=cary&radius=five', 400, 'bad-radius'],
  ])('refuses %s with a clear status, without asking the source', async (_what, query, status, reason) => {
    const { fetch, asked } = source(recorded())
    const response = await ask(handlerWith(fetch), query)
    expect(response.status).toBe(status)
    const answer = await body(response)
    expect(answer).toMatchObject({ status: 'refused', reason, message: expect.stringMatching(/\w+/) })
    expect(asked).toEqual([])
  })

  it('answers only GET', async () => {
    const { fetch, asked } = source(recorded())
    for (const method of ['POST', 'HEAD', 'PUT']) {
      const response = await handlerWith(fetch)(get('?place=cary&radius=5', { method, body: method === 'HEAD' ? undefined : 'x' }))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET')
    }
    expect(asked).toEqual([])
  })

  it('answers the fallback after 4 seconds of a slow source, and stops waiting for it', async () => {
    jest.useFakeTimers()
    try {
      const { fetch, asked } = source(
        ({ signal }) =>
          new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      )
      const answering = handlerWith(fetch)(get('?place=cary&radius=5'))
      await jest.advanceTimersByTimeAsync(3_999)
      let settled = false
      void answering.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      // the spec's delay: 4 s
      await jest.advanceTimersByTimeAsync(1)
      const response = await answering
      expect(response.status).toBe(504)
      expect(await body(response)).toEqual({
        status: 'unavailable',
        reason: 'slow',
        place: { param: 'cary', kind: 'town', slug: 'cary', name: 'Cary' },
        radiusMiles: 5,
      })
      expect(asked[0]!.signal.aborted).toBe(true)
      expect(response.headers.get('netlify-cdn-cache-control')).toBe('no-store')
    } finally {
      jest.useRealTimers()
    }
  })

  it.each([
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 500', () => new Response('Internal Server Error', { status: 500 })],
    ['answers 404', () => new Response('Not Found', { status: 404 })],
    ['answers an HTML page', () => new Response('<html><body>Down for maintenance</body></html>', { status: 200 })],
    ['answers an error object', () => Response.json({ error: 'database unavailable' })],
  ])('answers the fallback when the source %s', async (_what, answer) => {
    const { fetch } = source(answer)
    const response = await handlerWith(fetch)(get('?place=27513&radius=10'))
    expect(response.status).toBe(502)
    expect(await body(response)).toMatchObject({ status: 'unavailable', reason: 'failed', radiusMiles: 10, place: { param: '27513' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the function as Netlify loads it', () => {
  it('is served at /api/storms and answers a request', async () => {
    const fn = (await import('../../../netlify/functions/storms.mts')) as {
      default: (r: Request) => Promise<Response>
      config: { path: string }
    }
    // Netlify's own rate limit, before the function runs (the bundle test reads it as Netlify does)
    expect(fn.config).toEqual({ path: '/api/storms', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] } })
    // a refusal needs no source
    expect((await fn.default(get('?place=paris&radius=5'))).status).toBe(404)
  })
})
