// The storm check's server side (netlify/functions/storms.mts is this handler with its settings):
// a web Request in, a Response out, so tests and the local server call it as Netlify does.
import { acceptedAddress } from '../roof/answer'
import type { GeocodeOutcome } from '../roof/google'
import type { AnsweredPlace, AnsweredReport, Refusal, StormAnswer } from './answer'
import { bearingDegrees, insideNorthCarolina, type Point } from './geo'
import { placeParam, resolvePlace, stormsUrl, type Place, type Town, type ZipTable } from './place'
import { inspectionWorth, isRadius, lastYear, localDate, nearbyReports, yearsBefore, YEARS_SHOWN } from './rules'
import { exactQuery, guarded, NOT_KEPT, redirectToCanonical, VARY_BY_SITE } from '../server/guard'
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
  /** STORMS_SOURCE_ORIGIN: a stand-in for the archive on this machine (tests); any other value is ignored */
  sourceOrigin?: () => string | undefined
}

/** The geocoder's share of the time: the source keeps its own 4 s after it. */
export const GEOCODE_MS = 1_500

/** The source is asked at most once a day per place and radius: the CDN keeps the answer (only the query varies it). */
const CACHED_A_DAY = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=86400, stale-while-revalidate=3600',
  'Netlify-Vary': `query=place|address|radius,${VARY_BY_SITE}`,
}
/** A source that failed is asked again on the next visit. */
const NOT_CACHED = NOT_KEPT

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
  'bad-query': 'The query takes address, place and radius, each at most once, and nothing else.',
}

const json = (status: number, body: StormAnswer, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } })

/** Malformed (400), not a place the site knows (404), outside the state (422), not a GET (405). */
const STATUS: Record<Refusal, number> = {
  'missing-place': 400,
  'not-a-place': 400,
  'bad-address': 400,
  'bad-radius': 400,
  'bad-query': 400,
  'address-not-found': 404,
  'unknown-town': 404,
  'unknown-zip': 404,
  'outside-nc': 422,
  'bad-method': 405,
}

/**
 * A refusal; kept a day like an answer when `settled` (a town it does not know stays unknown), never
 * when it is about how the request was written (another parameter would share its cache entry).
 */
const refuse = (reason: Refusal, settled = true) =>
  json(
    STATUS[reason],
    { status: 'refused', reason, message: MESSAGES[reason] },
    reason === 'bad-method' ? { ...NOT_CACHED, Allow: 'GET' } : settled && reason !== 'bad-query' ? CACHED_A_DAY : NOT_CACHED,
  )

const answeredPlace = (place: Place): AnsweredPlace => {
  const common = { param: placeParam(place) }
  if (place.kind === 'town') return { ...common, kind: 'town', slug: place.slug, name: place.name }
  if (place.kind === 'zip') return { ...common, kind: 'zip', zip: place.zip }
  if (place.kind === 'address') return { ...common, kind: 'address', town: place.town }
  return { ...common, kind: 'point' }
}

const tenth = (miles: number) => Math.round(miles * 10) / 10
const half = (miles: number) => Math.round(miles * 2) / 2

/**
 * A report's distance and its place on a map around `from`: to a tenth of a mile around a town, a ZIP
 * code or a point; around an address only its distance to half a mile (its compass point is given
 * beside), since the reports' own positions are public and finer figures would locate the house.
 */
const around = (from: Place & Point, report: Point & { distanceMiles: number }) => {
  if (from.kind === 'address') return { distanceMiles: half(report.distanceMiles), eastMiles: null, northMiles: null }
  const bearing = (bearingDegrees(from, report) * Math.PI) / 180
  const miles = tenth(report.distanceMiles)
  return { distanceMiles: miles, eastMiles: tenth(miles * Math.sin(bearing)), northMiles: tenth(miles * Math.cos(bearing)) }
}

export function createStormsHandler({
  towns,
  zips,
  fetch = globalThis.fetch,
  now = () => new Date(),
  timeoutMs,
  log = console.warn,
  geocode = () => null,
  sourceOrigin = () => undefined,
}: Options) {
  /**
   * The place asked about: `address`, a street address, where the geocoder finds it in North Carolina
   * (named by its town, never by what the request said); else `place` (the town or ZIP code the page
   * read in it); else why neither. Without a key the address is never sent anywhere. `settled` is
   * false when the geocoder failed or the day's Google calls are spent: that answer is not kept, so
   * a later visit asks again.
   */
  const placeOf = async (
    address: string | null,
    place: string | null,
  ): Promise<{ place: Place | { refused: Refusal }; settled: boolean }> => {
    const given = () => (place === null && address !== null ? { refused: 'address-not-found' as const } : resolvePlace(place, towns, zips))
    if (address === null) return { place: given(), settled: true }
    const found = await geocode(address)
    if (found?.kind === 'found' && found.state === 'NC' && insideNorthCarolina(found)) {
      // to four decimals (about 10 m): the house, not a point on its roof
      const round = (n: number) => Math.round(n * 10_000) / 10_000
      return { place: { kind: 'address', town: found.places[0] ?? null, lat: round(found.lat), lng: round(found.lng) }, settled: true }
    }
    const failed = found !== null && found.kind !== 'none' && found.kind !== 'found'
    // the outcome only: never the visitor's address
    if (failed) log(`Storm check: the geocoder answered ${found.kind}`)
    return { place: given(), settled: !failed }
  }

  const storms = async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return refuse('bad-method')
    const url = new URL(request.url)
    const query = exactQuery(url, ['address', 'place', 'radius'])
    if (!('params' in query)) return refuse('bad-query')
    const { params } = query
    const radius = Number(params.radius ?? '')
    if (!/^\d+$/.test(params.radius ?? '') || !isRadius(radius)) return refuse('bad-radius')
    const address = params.address === undefined ? null : acceptedAddress(params.address)
    if (address === null && params.address !== undefined) return refuse('bad-address')
    const canonical = redirectToCanonical(url, stormsUrl({ address, place: params.place, radius }))
    if (canonical) return canonical
    const { place: resolved, settled } = await placeOf(address, params.place ?? null)
    if ('refused' in resolved) return refuse(resolved.refused, settled)
    const place = answeredPlace(resolved)
    const at = now()
    try {
      const reports = nearbyReports(
        await askSource(sourceRequest(resolved, radius, at, sourceOrigin()), { fetch, timeoutMs }),
        resolved,
        radius,
        at,
      )
      const answered: AnsweredReport[] = reports.map((r) => ({
        kind: r.kind,
        time: r.time,
        date: localDate(r.time),
        ...around(resolved, r),
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
        inspection: inspection && {
          date: localDate(inspection.time),
          hailInches: inspection.hailInches,
          windMph: inspection.windMph,
          tornado: inspection.tornado,
        },
        lastYear: lastYear(reports, at),
      }
      return json(200, body, settled ? CACHED_A_DAY : NOT_CACHED)
    } catch (error) {
      if (!(error instanceof SourceError)) throw error
      log(`Storm reports: the source ${error.message}`)
      const status = error.failure === 'slow' ? 504 : 502
      return json(status, { status: 'unavailable', reason: error.failure, place, radiusMiles: radius }, NOT_CACHED)
    }
  }
  return guarded(storms, { sameSiteOnly: true })
}
