// The storm check's server side (netlify/functions/storms.mts is this handler with its settings):
// a web Request in, a Response out, so tests and the local server call it as Netlify does.
import { acceptedAddress } from '../roof/answer'
import type { GeocodeOutcome } from '../roof/google'
import type { AnsweredPlace, AnsweredReport, Refusal, StormAnswer } from './answer'
import { insideNorthCarolina } from './geo'
import { placeParam, resolvePlace, type Place, type Town, type ZipTable } from './place'
import { inspectionWorth, isRadius, lastYear, nearbyReports, yearsBefore, YEARS_SHOWN } from './rules'
import type { Fetch } from '../server/http'
import { askSource, SourceError, sourceRequest } from './source'

type Options = {
  towns: ReadonlyArray<Town>
  zips: ZipTable
  /** how the source is asked: the platform's fetch; tests give a stand-in that answers from fixtures */
  fetch?: Fetch
  now?: () => Date
  timeoutMs?: number
  /** where a failed source is noted (Netlify's function log) */
  log?: (message: string) => void
  /** locates a street address (Google's geocoder, the roof function's); null when the site has no key */
  geocode?: (address: string) => Promise<GeocodeOutcome> | null
}

/** The geocoder's share of the time: the source keeps its own 4 s after it. */
export const GEOCODE_MS = 1_500

/** The source is asked at most once a day per place and radius: the CDN keeps the answer (only the query varies it). */
const CACHED_A_DAY = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=86400, stale-while-revalidate=3600',
  'Netlify-Vary': 'query=place|address|radius',
}
/** A source that failed is asked again on the next visit. */
const NOT_CACHED = { 'Cache-Control': 'no-store', 'Netlify-CDN-Cache-Control': 'no-store' }

const MESSAGES: Record<Refusal, string> = {
  'missing-place':
    'Say which place: ?place= one of the towns served (cary), a ZIP code (27513) or coordinates in North Carolina (35.79,-78.78).',
  'unknown-town': 'That is not one of the towns served.',
  'unknown-zip': 'That ZIP code is not in the service area table.',
  'outside-nc': 'Those coordinates are not in North Carolina.',
  'not-a-place': 'A place is a town (cary), a ZIP code (27513) or coordinates (35.79,-78.78).',
  'bad-address': 'An address is 3 to 200 characters of text.',
  'address-not-found': 'That address could not be located in North Carolina; give a town or ZIP code as ?place= beside it.',
  'bad-radius': 'The radius is 3, 5 or 10 (miles).',
  'bad-method': 'Only GET is answered.',
}

const json = (status: number, body: StormAnswer, headers: Record<string, string>, head = false) =>
  new Response(head ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } })

/** Malformed (400), not a place the site knows (404), outside the state (422), not a GET (405). */
const STATUS: Record<Refusal, number> = {
  'missing-place': 400,
  'not-a-place': 400,
  'bad-address': 400,
  'bad-radius': 400,
  'address-not-found': 404,
  'unknown-town': 404,
  'unknown-zip': 404,
  'outside-nc': 422,
  'bad-method': 405,
}

const refuse = (reason: Refusal, settled = true) =>
  json(
    STATUS[reason],
    { status: 'refused', reason, message: MESSAGES[reason] },
    reason === 'bad-method' ? { ...NOT_CACHED, Allow: 'GET, HEAD' } : settled ? CACHED_A_DAY : NOT_CACHED,
  )

/** The day of a moment in North Carolina, YYYY-MM-DD (what the office and the visitor call the storm's date). */
const localDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso))

const answeredPlace = (place: Place): AnsweredPlace => {
  const common = { param: placeParam(place), lat: place.lat, lng: place.lng }
  if (place.kind === 'town') return { ...common, kind: 'town', slug: place.slug, name: place.name }
  if (place.kind === 'zip') return { ...common, kind: 'zip', zip: place.zip }
  if (place.kind === 'address') return { ...common, kind: 'address', address: place.address }
  return { ...common, kind: 'point' }
}

export function createStormsHandler({
  towns,
  zips,
  fetch = globalThis.fetch,
  now = () => new Date(),
  timeoutMs,
  log = console.warn,
  geocode = () => null,
}: Options) {
  /**
   * The place asked about: `address`, a street address, where the geocoder finds it in North Carolina
   * (to four decimals: about 10 m); else `place` (the town or ZIP code the page read in it); else why
   * neither. Without a key the address is never sent anywhere. `settled` is false when the geocoder
   * failed: that answer is not kept, so the next visit asks again.
   */
  const placeOf = async (query: URLSearchParams): Promise<{ place: Place | { refused: Refusal }; settled: boolean }> => {
    const typed = query.get('address')
    const given = () =>
      query.get('place') === null && typed !== null
        ? { refused: 'address-not-found' as const }
        : resolvePlace(query.get('place'), towns, zips)
    if (typed === null) return { place: given(), settled: true }
    const address = acceptedAddress(typed)
    if (!address) return { place: { refused: 'bad-address' }, settled: true }
    const found = await geocode(address)
    if (found?.kind === 'found' && found.state === 'NC' && insideNorthCarolina(found)) {
      const round = (n: number) => Math.round(n * 10_000) / 10_000
      return { place: { kind: 'address', address, lat: round(found.lat), lng: round(found.lng) }, settled: true }
    }
    const failed = found !== null && found.kind !== 'none' && found.kind !== 'found'
    // the outcome only: never the visitor's address
    if (failed) log(`Storm check: the geocoder answered ${found.kind}`)
    return { place: given(), settled: !failed }
  }

  return async function storms(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse('bad-method')
    const head = request.method === 'HEAD'
    const query = new URL(request.url).searchParams
    const radius = Number(query.get('radius') ?? '')
    if (!/^\d+$/.test(query.get('radius') ?? '') || !isRadius(radius)) return refuse('bad-radius')
    const { place: resolved, settled } = await placeOf(query)
    if ('refused' in resolved) return refuse(resolved.refused, settled)
    const place = answeredPlace(resolved)
    const at = now()
    try {
      const reports = nearbyReports(await askSource(sourceRequest(resolved, radius, at), { fetch, timeoutMs }), resolved, radius, at)
      const answered: AnsweredReport[] = reports.map((r) => ({
        kind: r.kind,
        time: r.time,
        date: localDate(r.time),
        lat: r.lat,
        lng: r.lng,
        distanceMiles: r.distanceMiles,
        bearing: r.bearing,
        hailInches: r.hailInches,
        hailSize: r.hailSize,
        windMph: r.windMph,
        rating: r.rating,
      }))
      const inspection = inspectionWorth(reports, at)
      const body: StormAnswer = {
        status: 'ok',
        place,
        radiusMiles: radius,
        since: localDate(yearsBefore(at, YEARS_SHOWN).toISOString()),
        source: { checkedAt: at.toISOString(), checkedOn: localDate(at.toISOString()), latestReport: answered[0]?.date ?? null },
        reports: answered,
        inspection: inspection && { date: localDate(inspection.time), hailInches: inspection.hailInches, windMph: inspection.windMph },
        lastYear: lastYear(reports, at),
      }
      return json(200, body, settled ? CACHED_A_DAY : NOT_CACHED, head)
    } catch (error) {
      if (!(error instanceof SourceError)) throw error
      log(`Storm reports: the source ${error.message}`)
      const status = error.failure === 'slow' ? 504 : 502
      return json(status, { status: 'unavailable', reason: error.failure, place, radiusMiles: radius }, NOT_CACHED, head)
    }
  }
}
