// The place a storm check is for: one of the towns served, a ZIP code of the table, coordinates
// inside North Carolina, or (with a Google key) a street address located there. The function accepts
// nothing else (handler.ts); the page reads what the visitor typed into one of these (placeFromText).
import { canonicalSearch } from '../query'
import { normaliseAddress } from '../roof/answer'
import { insideNorthCarolina, type Point } from './geo'

export type Town = { slug: string; name: string; lat: number; lng: number }
export type ZipTable = Readonly<Record<string, readonly [number, number]>>

export type Place = Point &
  (
    | { kind: 'town'; slug: string; name: string }
    | { kind: 'zip'; zip: string }
    | { kind: 'point' }
    /** a street address located by the geocoder (when the site has a Google key), named by the town it is in */
    | { kind: 'address'; town: string | null }
  )

export type PlaceRefusal = 'missing-place' | 'unknown-town' | 'unknown-zip' | 'outside-nc' | 'not-a-place'

const ZIP = /^\d{5}$/
const SLUG = /^[a-z][a-z-]{1,40}$/
const COORDINATES = /^(-?\d{1,2}(?:\.\d{1,6})?),\s*(-?\d{1,3}(?:\.\d{1,6})?)$/

/** The place `value` (a query's `place`) names, or why it names none. */
export function resolvePlace(value: string | null, towns: ReadonlyArray<Town>, zips: ZipTable): Place | { refused: PlaceRefusal } {
  const text = (value ?? '').trim()
  if (!text) return { refused: 'missing-place' }
  if (ZIP.test(text)) {
    const at = Object.prototype.hasOwnProperty.call(zips, text) ? zips[text] : undefined
    return at ? { kind: 'zip', zip: text, lat: at[0], lng: at[1] } : { refused: 'unknown-zip' }
  }
  const coordinates = COORDINATES.exec(text)
  if (coordinates) {
    const point = { lat: Number(coordinates[1]), lng: Number(coordinates[2]) }
    return insideNorthCarolina(point) ? { kind: 'point', ...point } : { refused: 'outside-nc' }
  }
  if (SLUG.test(text)) {
    const town = towns.find((t) => t.slug === text)
    return town ? { kind: 'town', slug: town.slug, name: town.name, lat: town.lat, lng: town.lng } : { refused: 'unknown-town' }
  }
  return { refused: 'not-a-place' }
}

/** How a place is written in a query (`place=cary`, `place=27513`, `place=35.79,-78.78`); an address has none. */
export const placeParam = (place: Place): string =>
  place.kind === 'town'
    ? place.slug
    : place.kind === 'zip'
      ? place.zip
      : place.kind === 'point'
        ? `${place.lat.toFixed(4)},${place.lng.toFixed(4)}`
        : ''

export const STORMS_PATH = '/api/storms'

/** A place as the function's one URL writes it: trimmed, lower case, no spaces ("35.79, -78.78" is "35.79,-78.78"). */
export const canonicalPlace = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '')

/**
 * The one URL of a storm check's question: the address in its one form, the place, the radius, in
 * that order. The page and the town line ask it; the function answers any other spelling with a 308 to it.
 */
export const stormsUrl = ({ address, place, radius }: { address?: string | null; place?: string | null; radius: number }) =>
  `${STORMS_PATH}${canonicalSearch([
    ['address', address ? normaliseAddress(address) : null],
    ['place', place ? canonicalPlace(place) : null],
    ['radius', String(radius)],
  ])}` as const

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Whether the visitor typed only a ZIP code or a town's name: nothing a geocoder would place better. */
export function namesOnlyAPlace(typed: string, towns: ReadonlyArray<Pick<Town, 'name'>>): boolean {
  const text = fold(typed)
  return /^\d{5}(?: \d{4})?$/.test(text) || towns.some((t) => fold(t.name) === text)
}

/**
 * What the visitor typed, as a place the function can resolve: a ZIP code alone or ending an address
 * ("212 Glenwood Ave, Raleigh, NC 27603" is 27603), else the town it names ("Holly Springs"), else
 * null. A street address goes further only through the geocoder (the function's, with a key); its ZIP
 * or its town is what answers without one (a house number is never taken for a ZIP code: it does
 * not end the address).
 */
export function placeFromText(typed: string, towns: ReadonlyArray<Pick<Town, 'slug' | 'name'>>): string | null {
  const zip = /(?:^|[^\d-])(\d{5})(?:-\d{4})?[\s.,]*(?:usa?|united states)?[\s.]*$/i.exec(typed.trim())
  if (zip) return zip[1]!
  const words = ` ${fold(typed)} `
  // the longest name first: "Wake Forest" before a town called "Forest"
  const named = [...towns].sort((a, b) => b.name.length - a.name.length).find((t) => words.includes(` ${fold(t.name)} `))
  return named?.slug ?? null
}
