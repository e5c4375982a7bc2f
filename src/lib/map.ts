// Places the towns on a flat map: longitude shrinks with the cosine of the latitude, so distances
// look right at this scale (the Triangle spans under a degree).
export type Place = { lat: number; lng: number }
export type Projected<T> = T & { x: number; y: number }

export function projectPlaces<T extends Place>(places: ReadonlyArray<T>, width: number, height: number, padding = 40): Array<Projected<T>> {
  if (places.length === 0) return []
  const midLat = places.reduce((sum, p) => sum + p.lat, 0) / places.length
  const xOf = (p: Place) => p.lng * Math.cos((midLat * Math.PI) / 180)
  const xs = places.map(xOf)
  const ys = places.map((p) => -p.lat)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const scale = Math.min((width - 2 * padding) / (maxX - minX || 1), (height - 2 * padding) / (maxY - minY || 1))
  const offsetX = (width - (maxX - minX) * scale) / 2
  const offsetY = (height - (maxY - minY) * scale) / 2
  return places.map((p, i) => ({
    ...p,
    x: Math.round((xs[i]! - minX) * scale + offsetX),
    y: Math.round((ys[i]! - minY) * scale + offsetY),
  }))
}
