// The roof function (netlify/functions/roof.mts), built from what it needs so tests can hand it a
// fake Google: the typed address is geocoded, checked against the service area, and the closest
// building's roof measured by the Solar API (HIGH imagery, else MEDIUM). Every failure of Google's
// is an answer with a reason, never a 500. Only GET of the question's one URL is answered (another
// site's page is refused, another spelling redirected), and Google is paid only within the budget
// (budget.ts): an address answered in the last 30 days is answered again from the store.
import { fetchJsonWithin, json, type Fetch } from '../server/http'
import { exactQuery, guarded, redirectToCanonical, VARY_BY_SITE } from '../server/guard'
import { memoryStore, type Store } from '../server/store'
import { acceptedAddress, notMeasured, readRoofAnswer, ROOF_PATH, roofUrl, type RoofAnswer } from './answer'
import { budgetOf, geocodeWithin, googleUrl, metresBetween, readBuilding, servedTownOf, type GoogleSettings } from './google'

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
  /** where Google's answers are remembered and the day's paid calls counted (Netlify Blobs on Netlify) */
  store?: Store
  budgetMs?: number
  /** never given the address or the key: only outcomes and times */
  log?: (line: string) => void
  now?: () => number
}

/** Cached answers (an address's roof does not change within a month); failures are never cached. */
const CACHED = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': `public, durable, s-maxage=${THIRTY_DAYS_S}, stale-while-revalidate=86400`,
  'netlify-vary': `query=address,${VARY_BY_SITE}`,
}
const UNCACHED = { 'cache-control': 'no-store' }

export function createRoofHandler({
  settings,
  towns,
  fetch: fetchImpl = fetch,
  store = memoryStore(),
  budgetMs = GOOGLE_BUDGET_MS,
  log = console.log,
  now = Date.now,
}: RoofDeps) {
  const roof = async (req: Request): Promise<Response> => {
    const started = now()
    if (req.method !== 'GET') return json({ error: `Use GET ${ROOF_PATH}?address=...` }, 405, { allow: 'GET', ...UNCACHED })
    const url = new URL(req.url)
    const query = exactQuery(url, ['address'])
    const address = 'params' in query ? acceptedAddress(query.params.address) : null
    if (address === null) {
      log(`roof: bad-address, 400, ${now() - started} ms`)
      return json(notMeasured('bad-address'), 400, UNCACHED)
    }
    const canonical = redirectToCanonical(url, roofUrl(address))
    if (canonical) return canonical

    const google = settings()
    const { apiKey } = google
    // a site with no Google account is a state, not a failure: 200, so no browser logs an error
    if (!apiKey) return json(notMeasured('not-configured'), 200, UNCACHED)
    const budget = budgetOf(google, store, log)
    const remembered = readRoofAnswer(await budget.recall('roof', address))
    if (remembered) {
      log(`roof: remembered, ${now() - started} ms`)
      return json(remembered, 200, CACHED)
    }

    const answer = async (body: RoofAnswer, status: number, cached: boolean) => {
      log(`roof: ${body.status === 'measured' ? `measured (${body.roof.imageryQuality})` : body.reason}, ${status}, ${now() - started} ms`)
      // what is settled about this address is remembered, so another edge or a new deploy does not pay Google again
      if (cached) await budget.remember('roof', address, body)
      return json(body, status, cached ? CACHED : UNCACHED)
    }
    const left = () => budgetMs - (now() - started)
    const failed = (kind: 'timeout' | 'failed', place = {}) =>
      kind === 'timeout' ? answer(notMeasured('timeout', place), 504, false) : answer(notMeasured('unavailable', place), 502, false)
    // the day's paid calls spent: the box shows the typical home with its reason, and tomorrow measures again
    const ceiling = (place = {}) => answer(notMeasured('daily-limit', place), 200, false)

    const place = await geocodeWithin(address, { settings: { ...google, apiKey }, fetch: fetchImpl, ms: left(), budget })
    if (place.kind === 'ceiling') return ceiling()
    if (place.kind === 'timeout') return failed('timeout')
    if (place.kind === 'none') return answer(notMeasured('address-not-found', { inServiceArea: false }), 200, true)
    if (place.kind !== 'found') return failed('failed')
    const town = servedTownOf(place, towns)
    if (!town) return answer(notMeasured('outside-area', { inServiceArea: false }), 200, true)
    const where = { town: town.slug, inServiceArea: true }
    if (!place.precise) return answer(notMeasured('imprecise-address', where), 200, true)

    for (const quality of ['HIGH', 'MEDIUM'] as const) {
      const spent = await budget.spend()
      if (spent === 'ceiling') return ceiling(where)
      if (spent !== 'spent') return failed('failed', where)
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
  return guarded(roof, { sameSiteOnly: true })
}
