// The source's answer turned into the site's own small shape, at the edge: the Iowa Environmental
// Mesonet's archive of National Weather Service Local Storm Reports, as its GeoJSON service
// (/geojson/lsr.geojson) documents it. Each report is a GeoJSON Point feature whose properties carry
// `valid` (UTC, "2024-05-21T20:15:00Z"), `type` (one letter: H hail, G thunderstorm wind gust,
// D thunderstorm wind damage, N non-thunderstorm gust, O non-thunderstorm damage, B downburst,
// T tornado...), `typetext` ("HAIL", "TSTM WND GST"...), `magf` (the magnitude as a number, or null),
// `magnitude` (the same as text, "" when none), `unit` ("INCH", "MPH", "KTS"...), `city`, `county`,
// `state`, `wfo` (the issuing office: RAH is Raleigh), `source`, `remark`, `lat` and `lon`.
// docs/architecture.md ("Storm check") has the request and this format.

export type ReportKind = 'hail' | 'wind' | 'tornado'

export type StormReport = {
  kind: ReportKind
  /** when it was seen, ISO 8601 in UTC */
  time: string
  lat: number
  lng: number
  /** hail: the stone's diameter in inches */
  hailInches: number | null
  /** wind: the gust in miles per hour; null for damage reported without a speed */
  windMph: number | null
  /** tornado: its EF rating when the report gives one ("EF1") */
  rating: string | null
  /** the place the report names ("2 NW CARY") */
  city: string
  /** the office that issued it ("RAH") */
  office: string
}

/** The source answered with something that is not its documented format. */
export class SourceFormatError extends Error {
  override name = 'SourceFormatError'
}

const KIND_OF_TYPE: Record<string, ReportKind> = { H: 'hail', G: 'wind', D: 'wind', N: 'wind', O: 'wind', B: 'wind', T: 'tornado' }
const KNOTS_TO_MPH = 1.15078

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const magnitudeOf = (p: Record<string, unknown>): number | null => {
  const value = typeof p['magf'] === 'number' ? p['magf'] : typeof p['magnitude'] === 'string' ? Number.parseFloat(p['magnitude']) : NaN
  return Number.isFinite(value) && value > 0 ? value : null
}

const windMphOf = (magnitude: number | null, unit: string): number | null => {
  if (magnitude === null) return null
  return Math.round(/^(KTS?|KNOTS?)$/.test(unit) ? magnitude * KNOTS_TO_MPH : magnitude)
}

/** "EF1", "EF-2", "EF 0", and the old "F3", in the remark; null when it gives none (EFU: unknown). */
export function tornadoRating(remark: string): string | null {
  const match = /\bE?F[- ]?([0-5])\b/i.exec(remark)
  return match ? `EF${match[1]}` : null
}

const coordinate = (p: Record<string, unknown>, geometry: unknown, key: 'lat' | 'lon'): number => {
  const fromProps = p[key]
  if (typeof fromProps === 'number' && Number.isFinite(fromProps)) return fromProps
  const coords = isObject(geometry) && Array.isArray(geometry['coordinates']) ? (geometry['coordinates'] as unknown[]) : []
  const fromGeometry = coords[key === 'lon' ? 0 : 1]
  if (typeof fromGeometry === 'number' && Number.isFinite(fromGeometry)) return fromGeometry
  throw new SourceFormatError(`a report has no ${key === 'lon' ? 'longitude' : 'latitude'}`)
}

const time = (valid: unknown): string => {
  if (typeof valid !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(valid) || Number.isNaN(Date.parse(valid)))
    throw new SourceFormatError(`a report's time is not UTC ISO 8601: ${JSON.stringify(valid)}`)
  return new Date(valid).toISOString()
}

/**
 * The hail, wind and tornado reports of the source's answer (its other kinds, rain, snow, floods,
 * are left out). Throws SourceFormatError for an answer that is not a FeatureCollection of reports.
 */
export function parseStormReports(answer: unknown): StormReport[] {
  if (!isObject(answer) || answer['type'] !== 'FeatureCollection' || !Array.isArray(answer['features']))
    throw new SourceFormatError('the answer is not a GeoJSON FeatureCollection')
  const reports: StormReport[] = []
  for (const feature of answer['features'] as unknown[]) {
    if (!isObject(feature) || !isObject(feature['properties'])) throw new SourceFormatError('a feature has no properties')
    const p = feature['properties']
    const kind = KIND_OF_TYPE[String(p['type'] ?? '')]
    if (!kind) continue
    const magnitude = magnitudeOf(p)
    const unit = String(p['unit'] ?? '').toUpperCase()
    // A hail report without a size says nothing about the roof; one is left out.
    if (kind === 'hail' && magnitude === null) continue
    reports.push({
      kind,
      time: time(p['valid']),
      lat: coordinate(p, feature['geometry'], 'lat'),
      lng: coordinate(p, feature['geometry'], 'lon'),
      hailInches: kind === 'hail' ? magnitude : null,
      windMph: kind === 'wind' ? windMphOf(magnitude, unit) : null,
      rating: kind === 'tornado' ? tornadoRating(String(p['remark'] ?? '')) : null,
      city: String(p['city'] ?? ''),
      office: String(p['wfo'] ?? ''),
    })
  }
  return reports
}
