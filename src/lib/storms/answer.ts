// What /api/storms answers: the site's own small shape, which the storm check page and the town
// pages' line read (the source's format stays in reports.ts).
import type { Compass } from './geo'
import type { HailSize } from './hail'
import type { ReportKind } from './reports'
import type { LastYear } from './rules'

/**
 * The place the reports are around, by name only: never the coordinates of an address (the function
 * is not a free geocoder), and never the text a request gave for it (a link could make the page say
 * anything): an address is named by the town Google placed it in, or not at all.
 */
export type AnsweredPlace = { param: string } & (
  { kind: 'town'; slug: string; name: string } | { kind: 'zip'; zip: string } | { kind: 'point' } | { kind: 'address'; town: string | null }
)

export type AnsweredReport = {
  kind: ReportKind
  time: string
  /** the report's day where it happened (America/New_York), YYYY-MM-DD */
  date: string
  /**
   * how far from the place, and where on a map around it, north up (no coordinates): tenths of a mile
   * around a town, a ZIP code or a point; around an address, its distance to half a mile and no offsets
   * (with the public reports' positions, finer figures would place the house)
   */
  distanceMiles: number
  eastMiles: number | null
  northMiles: number | null
  bearing: Compass
  hailInches: number | null
  hailSize: HailSize | null
  windMph: number | null
  rating: string | null
}

export type StormAnswer =
  | {
      status: 'ok'
      place: AnsweredPlace
      radiusMiles: number
      /** the first day the check covers (five years back), YYYY-MM-DD */
      since: string
      /** when the source was asked (and its day in North Carolina), and the day of the newest report it holds here */
      source: { checkedAt: string; checkedOn: string; latestReport: string | null }
      reports: AnsweredReport[]
      /** hail ≥ 1", wind ≥ 58 mph or a tornado within 3 miles in the last two years, else null */
      inspection: { date: string; hailInches: number | null; windMph: number | null; tornado: boolean } | null
      lastYear: LastYear
    }
  | { status: 'unavailable'; reason: 'slow' | 'failed'; place: AnsweredPlace; radiusMiles: number }
  | { status: 'refused'; reason: Refusal; message: string }

export type Refusal =
  | 'missing-place'
  | 'unknown-town'
  | 'unknown-zip'
  | 'outside-nc'
  | 'not-a-place'
  | 'bad-address'
  | 'address-not-found'
  | 'bad-radius'
  | 'bad-method'
  | 'bad-query'
