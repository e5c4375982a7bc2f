// Distances, directions and North Carolina's outline, for placing storm reports around a home.

export type Point = { lat: number; lng: number }

const EARTH_RADIUS_MILES = 3958.8
const rad = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function distanceMiles(from: Point, to: Point): number {
  const dLat = rad(to.lat - from.lat)
  const dLng = rad(to.lng - from.lng)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The initial bearing from `from` to `to`, in degrees clockwise from north (0-360). */
export function bearingDegrees(from: Point, to: Point): number {
  const y = Math.sin(rad(to.lng - from.lng)) * Math.cos(rad(to.lat))
  const x =
    Math.cos(rad(from.lat)) * Math.sin(rad(to.lat)) - Math.sin(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.cos(rad(to.lng - from.lng))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const
export type Compass = (typeof COMPASS)[number]

/** The eight-point compass direction of a bearing (each point covers 45°, north from 337.5° to 22.5°). */
export const compass = (degrees: number): Compass => COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!

/**
 * Where a report is drawn on a map around the place, in miles east and north: the offsets the answer
 * gives, or, for an address (whose answer gives none), its compass point at its rounded distance.
 */
export function offsetOnMap(report: { distanceMiles: number; bearing: Compass; eastMiles: number | null; northMiles: number | null }) {
  if (report.eastMiles !== null && report.northMiles !== null) return { east: report.eastMiles, north: report.northMiles }
  const angle = (COMPASS.indexOf(report.bearing) * 45 * Math.PI) / 180
  return { east: report.distanceMiles * Math.sin(angle), north: report.distanceMiles * Math.cos(angle) }
}

/** A box around `center` that holds every point within `miles` of it (for asking the source for an area). */
export function boundingBox(center: Point, miles: number) {
  const dLat = miles / 69.0
  const dLng = miles / (69.17 * Math.cos(rad(center.lat)))
  return { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng }
}

/**
 * North Carolina's outline, coarsely ([lng, lat], clockwise from the Virginia line at the coast):
 * written by hand from the state's borders, within a few miles. It only has to tell a place in the
 * state from one in Virginia, Tennessee, Georgia, South Carolina or the ocean.
 */
const NORTH_CAROLINA: ReadonlyArray<readonly [number, number]> = [
  [-75.87, 36.55],
  [-76.92, 36.55],
  [-77.9, 36.54],
  [-79.14, 36.54],
  [-80.3, 36.54],
  [-81.68, 36.59],
  [-81.73, 36.34],
  [-82.03, 36.12],
  [-82.41, 36.08],
  [-82.63, 35.97],
  [-82.9, 35.94],
  [-83.16, 35.77],
  [-83.5, 35.56],
  [-83.88, 35.52],
  [-84.02, 35.41],
  [-84.29, 35.22],
  [-84.32, 34.99],
  [-83.11, 35.0],
  [-82.78, 35.08],
  [-82.43, 35.18],
  [-81.04, 35.15],
  [-81.05, 35.04],
  [-80.93, 35.11],
  [-80.78, 34.96],
  [-80.8, 34.82],
  [-79.67, 34.8],
  [-78.54, 33.85],
  [-77.96, 33.84],
  [-77.7, 34.25],
  [-77.4, 34.55],
  [-76.95, 34.67],
  [-76.53, 34.58],
  [-76.25, 34.87],
  [-75.95, 35.1],
  [-75.52, 35.22],
  [-75.46, 35.59],
  [-75.53, 35.8],
  [-75.72, 36.2],
]

/** Whether a point lies inside North Carolina's outline (ray casting). */
export function insideNorthCarolina({ lat, lng }: Point): boolean {
  let inside = false
  for (let i = 0, j = NORTH_CAROLINA.length - 1; i < NORTH_CAROLINA.length; j = i++) {
    const [xi, yi] = NORTH_CAROLINA[i]!
    const [xj, yj] = NORTH_CAROLINA[j]!
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
