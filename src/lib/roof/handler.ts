// The roof function (netlify/functions/roof.mts), built from what it needs so tests can hand it a
// fake Google: the typed address is geocoded, checked against the service area, and the closest
// building's roof measured by the Solar API (HIGH imagery, else MEDIUM). Every failure of Google's
// is an answer with a reason, never a 500.
import { fetchJsonWithin, json, type Fetch } from '../server/http'
import { acceptedAddress, normaliseAddress, notMeasured, type RoofAnswer } from './answer'
import { geocodeAddress, googleUrl, metresBetween, readBuilding, servedTownOf, type GoogleSettings } from './google'

const MAX_BODY_BYTES = 2_048
/** The function's own time for Google, under the estimate box's 4 s (which counts the trip to the function too). */
export const GOOGLE_BUDGET_MS = 3_300
/** The building found must be this close to the geocoded point to be the visitor's. */
const MAX_BUILDING_DISTANCE_M = 80
/** The CDN keeps an answer about an address for 30 days: the same address is not asked of Google twice. */
const THIRTY_DAYS_S = 30 * 24 * 60 * 60

export type RoofSettings = GoogleSettings

export type RoofDeps = {
  settings: () => RoofSettings
  towns: ReadonlyArray<{ slug: string; name: string }>
  fetch?: Fetch
  budgetMs?: number
  /** never given the address or the key: only outcomes and times */
  log?: (line: string) => void
  now?: () => number
}

/** Cached answers (an address's roof does not change within a month); failures are never cached. */
const CACHED = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': `public, durable, s-maxage=${THIRTY_DAYS_S}, stale-while-revalidate=86400`,
  'netlify-vary': 'query=address',
}
const UNCACHED = { 'cache-control': 'no-store' }

export function createRoofHandler({
  settings,
  towns,
  fetch: fetchImpl = fetch,
  budgetMs = GOOGLE_BUDGET_MS,
  log = console.log,
  now = Date.now,
}: RoofDeps) {
  return async (req: Request): Promise<Response> => {
    const started = now()
    const answer = (body: RoofAnswer, status: number, cached: boolean) => {
      log(`roof: ${body.status === 'measured' ? `measured (${body.roof.imageryQuality})` : body.reason}, ${status}, ${now() - started} ms`)
      return json(body, status, cached ? CACHED : UNCACHED)
    }

    if (req.method !== 'GET' && req.method !== 'POST')
      return json({ error: 'Use GET /api/roof?address=... or POST {"address": "..."}' }, 405, { allow: 'GET, POST', ...UNCACHED })
    const address = await readAddress(req)
    if (address === null) return answer(notMeasured('bad-address'), 400, false)

    const google = settings()
    const { apiKey } = google
    // a site with no Google account is a state, not a failure: 200, so no browser logs an error
    if (!apiKey) return answer(notMeasured('not-configured'), 200, false)
    const left = () => budgetMs - (now() - started)
    const failed = (kind: 'timeout' | 'failed', place = {}) =>
      kind === 'timeout' ? answer(notMeasured('timeout', place), 504, false) : answer(notMeasured('unavailable', place), 502, false)

    const place = await geocodeAddress(address, { settings: { ...google, apiKey }, fetch: fetchImpl, ms: left() })
    if (place.kind === 'timeout') return failed('timeout')
    if (place.kind === 'none') return answer(notMeasured('address-not-found', { inServiceArea: false }), 200, true)
    if (place.kind !== 'found') return failed('failed')
    const town = servedTownOf(place, towns)
    if (!town) return answer(notMeasured('outside-area', { inServiceArea: false }), 200, true)
    const where = { town: town.slug, inServiceArea: true }
    if (!place.precise) return answer(notMeasured('imprecise-address', where), 200, true)

    for (const quality of ['HIGH', 'MEDIUM'] as const) {
      const solarUrl = googleUrl('https://solar.googleapis.com', '/v1/buildingInsights:findClosest', google)
      solarUrl.search = new URLSearchParams({
        'location.latitude': place.lat.toFixed(7),
        'location.longitude': place.lng.toFixed(7),
        requiredQuality: quality,
        key: apiKey,
      }).toString()
      const solar = await fetchJsonWithin(fetchImpl, solarUrl.href, left())
      if (solar.kind !== 'answer') return failed(solar.kind, where)
      // 404: no imagery of this quality here (Google does not bill it); MEDIUM is asked next
      if (solar.response.status === 404) continue
      if (!solar.response.ok) return failed('failed', where)
      const building = readBuilding(solar.body)
      if (building.kind === 'malformed') return failed('failed', where)
      if (building.kind === 'low-quality') return answer(notMeasured('low-quality', where), 200, true)
      // the closest building may be a neighbour's when the house itself is not in the imagery
      if (metresBetween(place, building) > MAX_BUILDING_DISTANCE_M) return answer(notMeasured('no-imagery', where), 200, true)
      return answer({ status: 'measured', roof: building.roof, ...where }, 200, true)
    }
    return answer(notMeasured('no-imagery', where), 200, true)
  }
}

/** The address from `?address=` or a small POST body (JSON or form): text of a sane length, else null. */
async function readAddress(req: Request): Promise<string | null> {
  let raw: unknown
  if (req.method === 'GET') raw = new URL(req.url).searchParams.get('address')
  else {
    const declared = Number(req.headers.get('content-length') ?? 0)
    if (declared > MAX_BODY_BYTES) return null
    const text = await req.text().catch(() => '')
    if (text.length > MAX_BODY_BYTES) return null
    if ((req.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        raw = (JSON.parse(text) as { address?: unknown } | null)?.address
      } catch {
        return null
      }
    } else raw = new URLSearchParams(text).get('address')
  }
  const address = acceptedAddress(raw)
  return address && normaliseAddress(address)
}
