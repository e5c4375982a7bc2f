// Storm mode: after hail, a damaging gust or a tornado near the towns served, the whole site says so
// (a banner on every page, the storm inspection first on the home page and the towns hit). The rule
// is the storm check's "worth a free inspection" (rules.ts); this file says when it applies to the
// site, what the banner names, and when the storm watch (watch.ts) starts a build. Pure.
import { boundingBox, distanceMiles, type Point } from './geo'
import type { Town } from './place'
import type { StormReport } from './reports'
import { localDate, worthInspecting } from './rules'

export const STORM_MODE = {
  /** a report counts this near one of the towns served */
  withinMiles: 10,
  /** the storm watch asks the source about this many hours back, every hour */
  watchHours: 72,
  /** storm mode lasts this long after the last storm that counted */
  lastsDays: 14,
} as const

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** One box holding every point within `miles` of any town: the one question the watch and the build ask the source. */
export function townsBox(towns: ReadonlyArray<Point>, miles: number) {
  const boxes = towns.map((town) => boundingBox(town, miles))
  return {
    west: Math.min(...boxes.map((b) => b.west)),
    east: Math.max(...boxes.map((b) => b.east)),
    south: Math.min(...boxes.map((b) => b.south)),
    north: Math.max(...boxes.map((b) => b.north)),
  }
}

/** The storm the site shows: the day of the last report that counted and what was reported that day. */
export type Storm = {
  /** the day in North Carolina, YYYY-MM-DD */
  date: string
  /** the newest report that counted, ISO 8601 in UTC */
  time: string
  /** what the banner leads with: a tornado, else the hail, else the gust */
  kind: 'hail' | 'wind' | 'tornado'
  /** the largest hail that counted that day, in inches */
  hailInches: number | null
  /** the strongest gust that counted that day, in mph */
  windMph: number | null
  tornado: boolean
  /** a tornado's EF rating when a report gives one */
  rating: string | null
  /** the town nearest the report the banner leads with */
  town: string
  /** every town within 10 miles of a report that counted that day, nearest first */
  towns: string[]
}

type Placed = { report: StormReport; town: Town; miles: number }

const nearestTown = (report: Point, towns: ReadonlyArray<Town>): { town: Town; miles: number } | null =>
  towns.reduce<{ town: Town; miles: number } | null>((best, town) => {
    const miles = distanceMiles(town, report)
    return best === null || miles < best.miles ? { town, miles } : best
  }, null)

/**
 * The storm the site is in storm mode for: the reports worth an inspection within 10 miles of a town
 * served in the `withinHours` before `now`, and of those, the day of the newest; null when none.
 */
export function stormMode(reports: ReadonlyArray<StormReport>, towns: ReadonlyArray<Town>, now: Date, withinHours: number): Storm | null {
  const since = now.getTime() - withinHours * HOUR_MS
  const counting: Placed[] = reports
    .filter((r) => worthInspecting(r) && Date.parse(r.time) >= since && Date.parse(r.time) <= now.getTime() + HOUR_MS)
    .flatMap((report) => {
      const nearest = nearestTown(report, towns)
      return nearest && nearest.miles <= STORM_MODE.withinMiles ? [{ report, ...nearest }] : []
    })
  if (counting.length === 0) return null
  const newest = counting.reduce((a, b) => (Date.parse(b.report.time) > Date.parse(a.report.time) ? b : a))
  const date = localDate(newest.report.time)
  const day = counting.filter((p) => localDate(p.report.time) === date)
  const largest = (values: Array<number | null>) => {
    const known = values.filter((v): v is number => v !== null)
    return known.length ? Math.max(...known) : null
  }
  const hailInches = largest(day.map((p) => p.report.hailInches))
  const windMph = largest(day.map((p) => p.report.windMph))
  const tornado = day.find((p) => p.report.kind === 'tornado')
  const lead =
    tornado ?? day.find((p) => hailInches !== null && p.report.hailInches === hailInches) ?? day.find((p) => p.report.windMph === windMph)!
  const hit = towns
    .map((town) => ({ slug: town.slug, miles: Math.min(...day.map((p) => distanceMiles(town, p.report))) }))
    .filter((t) => t.miles <= STORM_MODE.withinMiles)
    .sort((a, b) => a.miles - b.miles)
  return {
    date,
    time: newest.report.time,
    kind: lead.report.kind,
    hailInches,
    windMph,
    tornado: Boolean(tornado),
    rating: tornado?.report.rating ?? null,
    town: lead.town.slug,
    towns: hit.map((t) => t.slug),
  }
}

/** What the storm watch last saw, kept in the site's store between its hourly runs. */
export type WatchState = {
  /** whether the last build it started was in storm mode */
  on: boolean
  /** what that build's banner says (`stormKey`): another storm is a change, the same one is not */
  storm: string | null
  /** the newest report that counted, ISO 8601: storm mode ends 14 days after it */
  lastSeen: string | null
}

export const QUIET: WatchState = { on: false, storm: null, lastSeen: null }

/** What the banner says of a storm, as one string: a build is started only when it would say something else. */
export const stormKey = (storm: Storm) =>
  [storm.date, storm.kind, storm.town, storm.hailInches ?? '', storm.windMph ?? '', storm.tornado ? (storm.rating ?? 'T') : ''].join('|')

/** Why the watch starts a build: storm mode comes on, a new storm changes the banner, or 14 days have passed without one. */
export type Trigger = 'on' | 'new-storm' | 'off'

/**
 * The watch's decision on what it sees now (`storm`: the storm of the last 72 hours, or null): the
 * build to start, if any, and what to remember. Seeing the same storm again starts nothing.
 */
export function decide(state: WatchState | null, storm: Storm | null, now: Date): { trigger: Trigger | null; next: WatchState } {
  const before = state ?? QUIET
  if (storm) {
    const key = stormKey(storm)
    const lastSeen = before.lastSeen && Date.parse(before.lastSeen) > Date.parse(storm.time) ? before.lastSeen : storm.time
    const next = { on: true, storm: key, lastSeen }
    if (!before.on) return { trigger: 'on', next }
    return { trigger: key === before.storm ? null : 'new-storm', next }
  }
  const over = !before.lastSeen || now.getTime() - Date.parse(before.lastSeen) >= STORM_MODE.lastsDays * DAY_MS
  if (before.on && over) return { trigger: 'off', next: { ...QUIET, lastSeen: before.lastSeen } }
  return { trigger: null, next: before }
}

/** A state read back from the store: anything else is taken as no state (the next storm starts storm mode). */
export function watchStateOf(value: unknown): WatchState | null {
  if (!value || typeof value !== 'object') return null
  const { on, storm, lastSeen } = value as Record<string, unknown>
  if (typeof on !== 'boolean') return null
  const text = (v: unknown) => (typeof v === 'string' ? v : null)
  return { on, storm: text(storm), lastSeen: text(lastSeen) }
}
