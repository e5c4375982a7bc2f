// What /api/roof answers (netlify/functions/roof.mts): the site's own small shape, never Google's raw
// response. The estimate box reads it (src/components/sections/EstimateBox.tsx).
import { canonicalSearch } from '../query'

/** Why a roof was not measured: each has its line in data/ui-sections (estimateBox.notMeasured). */
export const ROOF_REASONS = [
  'not-configured', // no Google key set on the server: the default, with no account
  'bad-address', // empty, too long or not text
  'address-not-found', // the geocoder found nothing
  'imprecise-address', // a town or a street, not a house: nothing to measure
  'outside-area', // not in one of the twelve towns
  'no-imagery', // no aerial imagery of that roof (or no building at that point)
  'low-quality', // imagery too poor, or roof faces that do not add up
  'timeout', // Google was too slow for the box's 4 s
  'unavailable', // Google refused or answered something unreadable
  'daily-limit', // the day's paid Google calls are spent (GOOGLE_DAILY_LIMIT)
] as const
export type RoofReason = (typeof ROOF_REASONS)[number]

/** The name of a reason's line in data/ui-sections (estimateBox.notMeasured): 'not-configured' is notConfigured. */
export const reasonTextKey = (reason: RoofReason) => reason.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

export type RoofMeasure = {
  /** the roof's own (sloped) area: the sum of its faces */
  areaSqFt: number
  /** that area in roofing squares (100 sq ft), one decimal, before waste */
  squares: number
  /** the rise in 12 covering most of the roof ("6" for 6/12) */
  pitchRise: number
  /** its angle, for the office */
  pitchDegrees: number
  /** how many roof faces (segments) the imagery shows */
  faces: number
  /** YYYY-MM-DD */
  imageryDate: string
  imageryQuality: 'HIGH' | 'MEDIUM'
}

type Place = {
  /** the served town's slug (data/towns), when the address is in one */
  town: string | null
  /** null when the address was never looked up (no key, bad input, Google silent) */
  inServiceArea: boolean | null
}

export type RoofAnswer = ({ status: 'measured'; roof: RoofMeasure } & Place) | ({ status: 'not-measured'; reason: RoofReason } & Place)

export const notMeasured = (reason: RoofReason, place: Partial<Place> = {}): RoofAnswer => ({
  status: 'not-measured',
  reason,
  town: place.town ?? null,
  inServiceArea: place.inServiceArea ?? null,
})

/** An answer read back in the browser: anything that is not the shape above is a failure. */
export function readRoofAnswer(body: unknown): RoofAnswer | null {
  if (!body || typeof body !== 'object') return null
  const answer = body as Record<string, unknown>
  const town = typeof answer.town === 'string' ? answer.town : null
  const inServiceArea = typeof answer.inServiceArea === 'boolean' ? answer.inServiceArea : null
  if (answer.status === 'not-measured' && ROOF_REASONS.includes(answer.reason as RoofReason))
    return { status: 'not-measured', reason: answer.reason as RoofReason, town, inServiceArea }
  if (answer.status !== 'measured' || !answer.roof || typeof answer.roof !== 'object') return null
  const roof = answer.roof as Record<string, unknown>
  const numbers = ['areaSqFt', 'squares', 'pitchRise', 'pitchDegrees', 'faces'] as const
  if (!numbers.every((key) => typeof roof[key] === 'number' && Number.isFinite(roof[key]) && (roof[key] as number) >= 0)) return null
  if (typeof roof.imageryDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(roof.imageryDate)) return null
  if (roof.imageryQuality !== 'HIGH' && roof.imageryQuality !== 'MEDIUM') return null
  if ((roof.squares as number) <= 0) return null
  return { status: 'measured', roof: roof as RoofMeasure, town, inServiceArea }
}

/** The longest address taken: the longest real US street address is well under this. */
export const MAX_ADDRESS_LENGTH = 200

/** A typed address a function takes (trimmed, single spaces): 3 to 200 characters, no control characters; else null. */
export function acceptedAddress(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const address = raw.trim().replace(/\s+/g, ' ')
  // eslint-disable-next-line no-control-regex
  if (address.length < 3 || address.length > MAX_ADDRESS_LENGTH || /[\u0000-\u001f\u007f]/.test(address)) return null
  return address
}

/** One form of an address for the CDN's cache and for Google: trimmed, single spaces, lower case. */
export const normaliseAddress = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase()

export const ROOF_PATH = '/api/roof'

/**
 * The one URL of the question "this address's roof" (the address in its one form, as URLSearchParams
 * writes it): the box asks it, and the function answers any other spelling with a 308 to it.
 */
export const roofUrl = (address: string) => `${ROOF_PATH}${canonicalSearch([['address', normaliseAddress(address)]])}` as const

/** "6/12" */
export const pitchText = (rise: number) => `${rise}/12`
