// The one source the storm check asks: the Iowa Environmental Mesonet's archive of the National
// Weather Service's Local Storm Reports (public, no account). Only its fixed address is ever asked;
// the query is made of numbers the function has checked (a box around a resolved place, two dates).
import { fetchJsonWithin, isLoopbackOrigin, type Fetch } from '../server/http'
import { boundingBox, type Point } from './geo'
import { parseStormReports, SourceFormatError, type StormReport } from './reports'
import { YEARS_SHOWN, yearsBefore } from './rules'

export const SOURCE_URL = 'https://mesonet.agron.iastate.edu/geojson/lsr.geojson'
/** Slower than this, the page shows its fallback (the phone number and the quote button) instead. */
export const SOURCE_TIMEOUT_MS = 4_000

/** The source's time parameters: UTC to the minute, "2021-06-01T12:00Z". */
const minute = (date: Date) => `${date.toISOString().slice(0, 16)}Z`

/**
 * The request for every report within `miles` of `place` over the last five years; at `origin`
 * instead of the archive's only when it is a stand-in on this machine (STORMS_SOURCE_ORIGIN, tests).
 */
export function sourceRequest(place: Point, miles: number, now: Date, origin?: string): string {
  // half a mile more than asked: the box's corners are cut off again by distance (rules.ts)
  return areaRequest(boundingBox(place, miles + 0.5), yearsBefore(now, YEARS_SHOWN), now, origin)
}

export type Box = { west: number; east: number; north: number; south: number }

/** The request for every report in `box` between `since` and `until` (the storm watch's and the build's: storm-mode.ts). */
export function areaRequest(box: Box, since: Date, until: Date, origin?: string): string {
  const query = new URLSearchParams({
    west: box.west.toFixed(4),
    east: box.east.toFixed(4),
    north: box.north.toFixed(4),
    south: box.south.toFixed(4),
    sts: minute(since),
    ets: minute(until),
  })
  const url = isLoopbackOrigin(origin) ? `${origin.replace(/\/$/, '')}${new URL(SOURCE_URL).pathname}` : SOURCE_URL
  return `${url}?${query}`
}

export type SourceFailure = 'slow' | 'failed'

export class SourceError extends Error {
  override name = 'SourceError'
  constructor(
    readonly failure: SourceFailure,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The reports the source holds for that request; a SourceError when it is slower than `timeoutMs`
 * ('slow'), unreachable, answers other than 200 or with something not in its format ('failed').
 */
export async function askSource(
  url: string,
  { fetch, timeoutMs = SOURCE_TIMEOUT_MS }: { fetch: Fetch; timeoutMs?: number },
): Promise<StormReport[]> {
  const asked = await fetchJsonWithin(fetch, url, timeoutMs, { headers: { accept: 'application/geo+json, application/json' } })
  if (asked.kind === 'timeout') throw new SourceError('slow', `no answer in ${timeoutMs} ms`)
  if (asked.kind === 'failed') throw new SourceError('failed', 'could not be reached')
  if (asked.response.status !== 200) throw new SourceError('failed', `answered ${asked.response.status}`)
  try {
    return parseStormReports(asked.body)
  } catch (error) {
    if (error instanceof SourceFormatError) throw new SourceError('failed', `answered in another format: ${error.message}`)
    throw error
  }
}
