// A stand-in for Google's Geocoding and Solar APIs, answering from recorded-format fixtures
// (__tests__/fixtures/google/): as a fetch for the unit tests, and as an HTTP server on 127.0.0.1 for
// the browser tests (the roof function is pointed at it with ROOF_GOOGLE_ORIGIN).
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'google', `${name}.json`), 'utf8'))

/** The key the tests give the function; Google's would start AIza. */
export const TEST_KEY = 'test-key-for-the-stand-in'

type Answer = { status: number; body: unknown } | 'hang'

/** A geocoded house whose roof Google answers with `solar` (HIGH then MEDIUM asked in turn). */
const moved = (lat: number) => {
  const body = fixture('geocode-cary-rooftop') as { results: Array<{ geometry: { location: { lat: number } } }> }
  body.results[0]!.geometry.location.lat = lat
  return body
}

/** Typed addresses (any case) and what Google says of them. */
export const ADDRESSES = {
  high: '120 Oak Park Dr, Cary', // HIGH imagery: 33.2 squares, 6/12, 8 faces, April 12, 2023
  medium: '212 Glenwood Ave, Raleigh', // no HIGH imagery, MEDIUM: 16.2 squares, 8/12, 4 faces
  noImagery: '9 Lakeview Rd, Durham', // no imagery of any quality
  town: 'Cary', // a town, no house to measure
  outside: '15 Queens Rd, Charlotte', // a house outside the twelve towns
  unknown: '1 Nowhere Lane, Atlantis', // nothing found
  slowGeocode: '5 Slow Lane, Apex', // the geocoder never answers
  slowSolar: '6 Slow Lane, Apex', // the Solar API never answers
  malformed: '7 Broken Ct, Cary', // the Solar API answers something else
  denied: '8 Denied St, Cary', // the key is refused
} as const

const SLOW_SOLAR_LAT = 35.7
const MALFORMED_LAT = 35.71

/** What Google answers to `url` (a Geocoding or Solar API address). */
export function googleAnswer(url: URL): Answer {
  if (url.searchParams.get('key') !== TEST_KEY) return { status: 403, body: fixture('solar-permission-denied') }
  if (url.pathname === '/maps/api/geocode/json') {
    const address = (url.searchParams.get('address') ?? '').toLowerCase()
    const has = (typed: string) => address === typed.toLowerCase()
    if (has(ADDRESSES.high)) return { status: 200, body: fixture('geocode-cary-rooftop') }
    if (has(ADDRESSES.medium)) return { status: 200, body: fixture('geocode-raleigh-medium') }
    if (has(ADDRESSES.noImagery)) return { status: 200, body: fixture('geocode-durham-no-imagery') }
    if (has(ADDRESSES.town)) return { status: 200, body: fixture('geocode-cary-town') }
    if (has(ADDRESSES.outside)) return { status: 200, body: fixture('geocode-charlotte') }
    if (has(ADDRESSES.slowGeocode)) return 'hang'
    if (has(ADDRESSES.slowSolar)) return { status: 200, body: moved(SLOW_SOLAR_LAT) }
    if (has(ADDRESSES.malformed)) return { status: 200, body: moved(MALFORMED_LAT) }
    if (has(ADDRESSES.denied)) return { status: 200, body: fixture('geocode-request-denied') }
    return { status: 200, body: fixture('geocode-zero-results') }
  }
  if (url.pathname === '/v1/buildingInsights:findClosest') {
    const lat = Number(url.searchParams.get('location.latitude'))
    const quality = url.searchParams.get('requiredQuality')
    const near = (value: number) => Math.abs(lat - value) < 0.0001
    if (near(35.7801234)) return { status: 200, body: fixture('solar-high') }
    if (near(35.7840012))
      return quality === 'HIGH' ? { status: 404, body: fixture('solar-not-found') } : { status: 200, body: fixture('solar-medium') }
    if (near(SLOW_SOLAR_LAT)) return 'hang'
    if (near(MALFORMED_LAT)) return { status: 200, body: fixture('solar-malformed') }
    return { status: 404, body: fixture('solar-not-found') }
  }
  return { status: 404, body: { error: { code: 404, status: 'NOT_FOUND' } } }
}

export type StandIn = { fetch: (url: string, init?: RequestInit) => Promise<Response>; requests: URL[] }

/** The stand-in as a fetch: records every request, honours the caller's abort signal. */
export function googleFetch(): StandIn {
  const requests: URL[] = []
  const fetchImpl = (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url)
    requests.push(parsed)
    const answer = googleAnswer(parsed)
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted', 'AbortError')))
      if (answer !== 'hang')
        resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }))
    })
  }
  return { fetch: fetchImpl, requests }
}

/** The stand-in as a server on 127.0.0.1: its origin, the requests it had, and a way to stop it. */
export async function startGoogleStandIn(): Promise<{ origin: string; requests: URL[]; close: () => Promise<void> }> {
  const requests: URL[] = []
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const answer = googleAnswer(url)
    if (answer === 'hang') {
      hanging.add(res)
      return
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
