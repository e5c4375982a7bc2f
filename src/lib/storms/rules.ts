// Which reports a visitor sees, and when they are worth a free inspection.
import { bearingDegrees, compass, distanceMiles, type Compass, type Point } from './geo'
import { hailSize, type HailSize } from './hail'
import type { StormReport } from './reports'

/** The radii a visitor may choose, in miles. */
export const RADII = [3, 5, 10] as const
export type Radius = (typeof RADII)[number]
export const DEFAULT_RADIUS: Radius = 5

export const isRadius = (value: number): value is Radius => (RADII as readonly number[]).includes(value)

/** How far back the check looks. */
export const YEARS_SHOWN = 5

/** Worth a free inspection: hail this size or larger, a gust this strong, or a tornado, this near, this recently. */
export const INSPECTION = { hailInches: 1, windMph: 58, withinMiles: 3, years: 2 } as const

/**
 * A report of what can damage a roof without a sign from the ground: hail of 1" or more, a gust of
 * 58 mph or more, a tornado. The storm check's "worth a free inspection" and the storm watch's
 * storm mode (watch.ts) both ask this one question.
 */
export const worthInspecting = (report: Pick<StormReport, 'kind' | 'hailInches' | 'windMph'>): boolean =>
  report.kind === 'tornado' || (report.hailInches ?? 0) >= INSPECTION.hailInches || (report.windMph ?? 0) >= INSPECTION.windMph

/** A report placed around the visitor's place: how far, in which direction, and its hail in words. */
export type NearbyReport = StormReport & { distanceMiles: number; bearing: Compass; hailSize: HailSize | null }

const DAY_MS = 86_400_000

/** The day of a moment in North Carolina, YYYY-MM-DD (what the office and the visitor call the storm's date). */
export const localDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso))
/** The moment `years` years before `now` (the same day of the year). */
export function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now)
  then.setUTCFullYear(now.getUTCFullYear() - years)
  return then
}

/**
 * The reports within `radius` miles of the place and in the last five years, newest first (the
 * nearer first when two share a time).
 */
export function nearbyReports(reports: ReadonlyArray<StormReport>, place: Point, radius: number, now: Date): NearbyReport[] {
  const since = yearsBefore(now, YEARS_SHOWN).getTime()
  return reports
    .filter((r) => {
      const at = Date.parse(r.time)
      return at >= since && at <= now.getTime() + DAY_MS
    })
    .map((r) => ({
      ...r,
      // to the hundredth of a mile: the page shows tenths
      distanceMiles: Math.round(distanceMiles(place, r) * 100) / 100,
      bearing: compass(bearingDegrees(place, r)),
      hailSize: r.hailInches === null ? null : hailSize(r.hailInches),
    }))
    .filter((r) => r.distanceMiles <= radius)
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || a.distanceMiles - b.distanceMiles)
}

/** What makes a place worth a free inspection: the largest hail and strongest gust that count, a tornado, and the latest date. */
export type Inspection = { time: string; hailInches: number | null; windMph: number | null; tornado: boolean }

/**
 * Hail of 1" or more, a gust of 58 mph or more, or a tornado, reported within 3 miles in the last
 * two years (whatever radius the visitor chose); null when nothing was.
 */
export function inspectionWorth(reports: ReadonlyArray<NearbyReport>, now: Date): Inspection | null {
  const since = yearsBefore(now, INSPECTION.years).getTime()
  const counting = reports.filter((r) => r.distanceMiles <= INSPECTION.withinMiles && Date.parse(r.time) >= since && worthInspecting(r))
  if (counting.length === 0) return null
  const largest = (values: Array<number | null>) => {
    const known = values.filter((v): v is number => v !== null)
    return known.length ? Math.max(...known) : null
  }
  return {
    time: counting.reduce((latest, r) => (Date.parse(r.time) > Date.parse(latest) ? r.time : latest), counting[0]!.time),
    hailInches: largest(counting.map((r) => (r.hailInches !== null && r.hailInches >= INSPECTION.hailInches ? r.hailInches : null))),
    windMph: largest(counting.map((r) => (r.windMph !== null && r.windMph >= INSPECTION.windMph ? r.windMph : null))),
    tornado: counting.some((r) => r.kind === 'tornado'),
  }
}

/** The town pages' line: how many reports in the last twelve months, and the largest hail among them. */
export type LastYear = { count: number; largestHailInches: number | null; largestHailSize: HailSize | null }

export function lastYear(reports: ReadonlyArray<NearbyReport>, now: Date): LastYear {
  const since = yearsBefore(now, 1).getTime()
  const recent = reports.filter((r) => Date.parse(r.time) >= since)
  const hail = recent.map((r) => r.hailInches).filter((v): v is number => v !== null)
  const largest = hail.length ? Math.max(...hail) : null
  return { count: recent.length, largestHailInches: largest, largestHailSize: largest === null ? null : hailSize(largest) }
}

/** The town pages' line looks this far around the town (the storm check's widest radius). */
export const SUMMARY_RADIUS: Radius = 10
