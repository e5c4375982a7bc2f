// Google's answers (Geocoding API, Solar API buildingInsights:findClosest) read into the little the
// roof function needs. Anything of another shape is "malformed": the function answers with the
// fallback, never with a 500.
import { findServedTown } from '../pricing'
import { fetchJsonWithin, isLoopbackOrigin, type Fetch } from '../server/http'
import type { Store } from '../server/store'
import type { RoofMeasure } from './answer'
import { dailyLimitOf, googleBudget, type GoogleBudget } from './budget'

const SQ_FT_PER_M2 = 10.7639

export type Geocoded =
  | {
      kind: 'found'
      lat: number
      lng: number
      /** a house, not a street or a town: ROOFTOP or an interpolated street number */
      precise: boolean
      /** the town-level names of the address (locality, postal town...) */
      places: string[]
      /** the state's short name ("NC") */
      state: string | null
    }
  | { kind: 'none' }
  | { kind: 'refused' }
  | { kind: 'malformed' }

type Component = { long_name?: unknown; short_name?: unknown; types?: unknown }

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The first result of a Geocoding API answer (https://developers.google.com/maps/documentation/geocoding/requests-geocoding). */
export function readGeocode(body: unknown): Geocoded {
  if (!isObject(body) || typeof body.status !== 'string') return { kind: 'malformed' }
  if (body.status === 'ZERO_RESULTS') return { kind: 'none' }
  if (body.status !== 'OK') return { kind: 'refused' } // REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, UNKNOWN_ERROR
  const first = Array.isArray(body.results) ? body.results[0] : undefined
  if (!isObject(first) || !isObject(first.geometry) || !isObject(first.geometry.location)) return { kind: 'malformed' }
  const { lat, lng } = first.geometry.location
  if (!isNumber(lat) || !isNumber(lng)) return { kind: 'malformed' }
  const components = (Array.isArray(first.address_components) ? first.address_components : []).filter(isObject) as Component[]
  const has = (c: Component, type: string) => Array.isArray(c.types) && c.types.includes(type)
  const places = components
    .filter((c) => ['locality', 'postal_town', 'sublocality', 'neighborhood', 'administrative_area_level_3'].some((t) => has(c, t)))
    .map((c) => String(c.long_name ?? ''))
    .filter(Boolean)
  const state = components.find((c) => has(c, 'administrative_area_level_1'))
  const types = Array.isArray(first.types) ? first.types : []
  const precise =
    ['ROOFTOP', 'RANGE_INTERPOLATED'].includes(String(first.geometry.location_type)) &&
    ['street_address', 'premise', 'subpremise'].some((t) => types.includes(t))
  return { kind: 'found', lat, lng, precise, places, state: state ? String(state.short_name ?? '') : null }
}

export type GoogleSettings = {
  /** GOOGLE_SOLAR_API_KEY: Geocoding and Solar APIs, server-side only */
  apiKey?: string
  /** a stand-in for Google on this machine (tests); any other value is ignored */
  googleOrigin?: string
  /** GOOGLE_DAILY_LIMIT: paid Google calls a day, all functions together (budget.ts) */
  dailyLimit?: number
}

/** The Google settings of the site's environment, as both functions read them when a request comes. */
export const googleSettingsFrom = (setting: (name: string) => string | undefined): GoogleSettings => ({
  apiKey: setting('GOOGLE_SOLAR_API_KEY'),
  googleOrigin: setting('ROOF_GOOGLE_ORIGIN'),
  dailyLimit: dailyLimitOf(setting('GOOGLE_DAILY_LIMIT')),
})

/** The budget a request spends from: the site's store, and the day's limit its settings name. */
export const budgetOf = (google: GoogleSettings, store: Store, log?: (line: string) => void) =>
  googleBudget({ store, dailyLimit: google.dailyLimit ?? dailyLimitOf(undefined), log })

/** Where to ask Google: its own host, or the tests' stand-in on this machine. */
export const googleUrl = (real: string, path: string, { googleOrigin }: GoogleSettings) =>
  new URL(`${isLoopbackOrigin(googleOrigin) ? googleOrigin.replace(/\/$/, '') : real}${path}`)

/** `ceiling`: the day's paid calls are spent (GOOGLE_DAILY_LIMIT), so Google was not asked. */
export type GeocodeOutcome = Geocoded | { kind: 'timeout' } | { kind: 'failed' } | { kind: 'ceiling' }

/**
 * A US address located by Google's Geocoding API within `ms` (the roof function and the storm check
 * both ask it this way): the first result, or why there is none. Never called without a key.
 */
export async function geocodeAddress(
  address: string,
  { settings, fetch, ms }: { settings: GoogleSettings & { apiKey: string }; fetch: Fetch; ms: number },
): Promise<GeocodeOutcome> {
  const url = googleUrl('https://maps.googleapis.com', '/maps/api/geocode/json', settings)
  url.search = new URLSearchParams({ address, components: 'country:US', region: 'us', key: settings.apiKey }).toString()
  const answer = await fetchJsonWithin(fetch, url.href, ms)
  if (answer.kind !== 'answer') return answer
  const place = readGeocode(answer.body)
  return place.kind === 'found' && !answer.response.ok ? { kind: 'failed' } : place
}

/** What a remembered geocode holds: an answer Google gave (a place, or none), never a failure. */
function rememberedGeocode(value: unknown): Geocoded | null {
  if (!isObject(value)) return null
  if (value.kind === 'none') return { kind: 'none' }
  const { lat, lng, precise, places, state } = value
  if (value.kind !== 'found' || !isNumber(lat) || !isNumber(lng) || typeof precise !== 'boolean') return null
  if (!Array.isArray(places) || !places.every((p) => typeof p === 'string') || (state !== null && typeof state !== 'string')) return null
  return { kind: 'found', lat, lng, precise, places: places as string[], state: state as string | null }
}

/**
 * `geocodeAddress` within the budget: an address geocoded in the last 30 days is answered from the
 * store without asking Google; otherwise one paid call is counted first, and none is made past the
 * day's limit. A found place or "none" is remembered; a failure is not.
 */
export async function geocodeWithin(
  address: string,
  { settings, fetch, ms, budget }: { settings: GoogleSettings & { apiKey: string }; fetch: Fetch; ms: number; budget: GoogleBudget },
): Promise<GeocodeOutcome> {
  const started = Date.now()
  const remembered = rememberedGeocode(await budget.recall('geocode', address))
  if (remembered) return remembered
  const spent = await budget.spend()
  if (spent !== 'spent') return spent === 'ceiling' ? { kind: 'ceiling' } : { kind: 'failed' }
  const place = await geocodeAddress(address, { settings, fetch, ms: ms - (Date.now() - started) })
  if (place.kind === 'found' || place.kind === 'none') await budget.remember('geocode', address, place)
  return place
}

/** `geocodeWithin` with the site's settings (read when asked) and store, or null without a key. */
export const googleGeocoder =
  ({
    settings,
    fetch,
    ms,
    store,
    log,
  }: {
    settings: () => GoogleSettings
    fetch: Fetch
    ms: number
    store: Store
    log?: (line: string) => void
  }) =>
  (address: string): Promise<GeocodeOutcome> | null => {
    const google = settings()
    if (!google.apiKey) return null
    return geocodeWithin(address, { settings: { ...google, apiKey: google.apiKey }, fetch, ms, budget: budgetOf(google, store, log) })
  }

/** The served town of a geocoded address: one of its town-level names, in North Carolina. */
export function servedTownOf<T extends { name: string }>(place: Extract<Geocoded, { kind: 'found' }>, towns: ReadonlyArray<T>): T | null {
  if (place.state !== 'NC') return null
  for (const name of place.places) {
    const town = findServedTown(name, towns)
    if (town) return town
  }
  return null
}

export type Building = { kind: 'building'; roof: RoofMeasure; lat: number; lng: number } | { kind: 'low-quality' } | { kind: 'malformed' }

/** The smallest roof taken as a house's: a shed or a carport is not what the visitor asked about. */
const MIN_ROOF_M2 = 20

/**
 * A buildingInsights answer (https://developers.google.com/maps/documentation/solar/reference/rest/v1/buildingInsights):
 * the roof's area is the sum of its segments' (sloped) areas; the predominant pitch is the rise in 12
 * covering the most area.
 */
export function readBuilding(body: unknown): Building {
  if (!isObject(body) || !isObject(body.solarPotential) || !isObject(body.center)) return { kind: 'malformed' }
  const { latitude, longitude } = body.center
  if (!isNumber(latitude) || !isNumber(longitude)) return { kind: 'malformed' }
  const date = body.imageryDate
  if (!isObject(date) || ![date.year, date.month, date.day].every((n) => isNumber(n) && Number.isInteger(n))) return { kind: 'malformed' }
  const segments = body.solarPotential.roofSegmentStats
  if (!Array.isArray(segments)) return { kind: 'malformed' }
  const faces: Array<{ degrees: number; area: number }> = []
  for (const segment of segments) {
    if (!isObject(segment) || !isNumber(segment.pitchDegrees) || !isObject(segment.stats) || !isNumber(segment.stats.areaMeters2))
      return { kind: 'malformed' }
    faces.push({ degrees: segment.pitchDegrees, area: segment.stats.areaMeters2 })
  }
  const quality = body.imageryQuality
  const area = faces.reduce((sum, f) => sum + f.area, 0)
  if ((quality !== 'HIGH' && quality !== 'MEDIUM') || faces.length === 0 || area < MIN_ROOF_M2) return { kind: 'low-quality' }

  const byRise = new Map<number, { area: number; degreeArea: number }>()
  for (const face of faces) {
    const rise = riseOf(face.degrees)
    const bucket = byRise.get(rise) ?? { area: 0, degreeArea: 0 }
    bucket.area += face.area
    bucket.degreeArea += face.degrees * face.area
    byRise.set(rise, bucket)
  }
  // the most area; on a tie, the steeper (it costs more to work on)
  const [pitchRise, main] = [...byRise.entries()].sort(([riseA, a], [riseB, b]) => b.area - a.area || riseB - riseA)[0]!
  const areaSqFt = Math.round(area * SQ_FT_PER_M2)
  const pad = (n: unknown) => String(n).padStart(2, '0')
  return {
    kind: 'building',
    lat: latitude,
    lng: longitude,
    roof: {
      areaSqFt,
      squares: Math.round(areaSqFt / 10) / 10,
      pitchRise,
      pitchDegrees: Math.round((main.degreeArea / main.area) * 10) / 10,
      faces: faces.length,
      imageryDate: `${date.year}-${pad(date.month)}-${pad(date.day)}`,
      imageryQuality: quality,
    },
  }
}

/** The rise in 12 of a slope of `degrees` (26.57° is 6/12), as roofers round it. */
export const riseOf = (degrees: number) => Math.min(24, Math.max(0, Math.round(Math.tan((degrees * Math.PI) / 180) * 12)))

/** Metres between two points (equirectangular: exact enough across a street). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad)
  const y = (b.lat - a.lat) * rad
  return Math.hypot(x, y) * 6_371_000
}
