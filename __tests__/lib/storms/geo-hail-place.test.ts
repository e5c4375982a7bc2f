/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import towns from '../../../data/towns/towns.en.json'
import { bearingDegrees, boundingBox, compass, distanceMiles, insideNorthCarolina, offsetOnMap } from '../../../src/lib/storms/geo'
import { HAIL_SIZES, hailSize } from '../../../src/lib/storms/hail'
import { namesOnlyAPlace, placeFromText, placeParam, resolvePlace } from '../../../src/lib/storms/place'
import { ZIP_CODES } from '../../../src/lib/storms/zip-codes'

const raleigh = { lat: 35.7796, lng: -78.6382 }
const durham = { lat: 35.994, lng: -78.8986 }

describe('distance and direction', () => {
  it('measures Raleigh to Durham as about 20.5 miles to the northwest', () => {
    // 20.5 miles by great circle between the two town halls
    expect(distanceMiles(raleigh, durham)).toBeCloseTo(20.5, 0)
    expect(distanceMiles(durham, raleigh)).toBeCloseTo(distanceMiles(raleigh, durham), 6)
    expect(compass(bearingDegrees(raleigh, durham))).toBe('NW')
    expect(compass(bearingDegrees(durham, raleigh))).toBe('SE')
  })

  it('measures a degree of latitude as 69 miles and no distance to the same place', () => {
    expect(distanceMiles({ lat: 35, lng: -78 }, { lat: 36, lng: -78 })).toBeCloseTo(69.1, 1)
    expect(distanceMiles(raleigh, raleigh)).toBe(0)
  })

  it('names the eight compass points, each over 45 degrees', () => {
    expect([0, 22, 23, 45, 90, 135, 180, 225, 270, 315, 337, 338, 359.9, 360].map(compass)).toEqual([
      'N',
      'N',
      'NE',
      'NE',
      'E',
      'SE',
      'S',
      'SW',
      'W',
      'NW',
      'NW',
      'N',
      'N',
      'N',
    ])
    expect(compass(bearingDegrees(raleigh, { lat: raleigh.lat, lng: raleigh.lng + 0.1 }))).toBe('E')
    expect(compass(bearingDegrees(raleigh, { lat: raleigh.lat - 0.1, lng: raleigh.lng }))).toBe('S')
  })

  it('draws a box that holds every point within its miles', () => {
    const box = boundingBox(raleigh, 10)
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180
      const edge = {
        lat: raleigh.lat + (9.9 / 69) * Math.cos(rad),
        lng: raleigh.lng + (9.9 / (69.17 * Math.cos((raleigh.lat * Math.PI) / 180))) * Math.sin(rad),
      }
      expect(distanceMiles(raleigh, edge)).toBeLessThanOrEqual(10)
      expect(edge.lat).toBeGreaterThan(box.south)
      expect(edge.lat).toBeLessThan(box.north)
      expect(edge.lng).toBeGreaterThan(box.west)
      expect(edge.lng).toBeLessThan(box.east)
    }
  })
})

describe('the map', () => {
  it("draws a report at the answer's offsets, or around an address at its compass point and rounded distance", () => {
    expect(offsetOnMap({ distanceMiles: 4.1, bearing: 'E', eastMiles: 4, northMiles: 0.8 })).toEqual({ east: 4, north: 0.8 })
    const east = offsetOnMap({ distanceMiles: 4, bearing: 'E', eastMiles: null, northMiles: null })
    expect([east.east, Math.round(east.north * 1e9)]).toEqual([4, 0])
    const sw = offsetOnMap({ distanceMiles: 2, bearing: 'SW', eastMiles: null, northMiles: null })
    expect([sw.east, sw.north].map((n) => Math.round(n * 1000) / 1000)).toEqual([-1.414, -1.414])
  })
})

describe('North Carolina', () => {
  it.each([
    ['Raleigh', 35.7796, -78.6382],
    ['Charlotte', 35.2271, -80.8431],
    ['Asheville', 35.5951, -82.5515],
    ['Wilmington', 34.2257, -77.9447],
    ['Kitty Hawk', 36.0646, -75.7057],
    ['Murphy', 35.0876, -84.0346],
  ])('holds %s', (_name, lat, lng) => expect(insideNorthCarolina({ lat, lng })).toBe(true))

  it.each([
    ['Norfolk, Virginia', 36.8508, -76.2859],
    ['Danville, Virginia', 36.586, -79.395],
    ['Knoxville, Tennessee', 35.9606, -83.9207],
    ['Greenville, South Carolina', 34.8526, -82.394],
    ['Myrtle Beach, South Carolina', 33.6891, -78.8867],
    ['Rock Hill, South Carolina', 34.9249, -81.0251],
    ['the ocean off Cape Hatteras', 35.0, -75.0],
    ['Paris', 48.8566, 2.3522],
  ])('leaves out %s', (_name, lat, lng) => expect(insideNorthCarolina({ lat, lng })).toBe(false))

  it('holds every town served and every ZIP code of the table', () => {
    for (const town of towns) expect(insideNorthCarolina(town)).toBe(true)
    for (const [lat, lng] of Object.values(ZIP_CODES)) expect(insideNorthCarolina({ lat, lng })).toBe(true)
  })

  it('places each ZIP code where the ZIP code package does (the table is written from it, and kept current)', () => {
    expect(Object.keys(ZIP_CODES).length).toBeGreaterThan(100)
    expect(() => execFileSync(process.execPath, ['scripts/zip-codes.mjs', '--check'], { stdio: 'pipe' })).not.toThrow()
  })
})

describe('hail in words', () => {
  it.each([
    [0.25, 'pea'],
    [0.1, 'pea'],
    [0.5, 'marble'],
    [0.75, 'penny'],
    [0.88, 'nickel'],
    [0.875, 'nickel'],
    [1.0, 'quarter'],
    [1.1, 'quarter'],
    [1.25, 'halfDollar'],
    [1.5, 'pingPong'],
    [1.75, 'golfBall'],
    [2.0, 'henEgg'],
    [2.75, 'baseball'],
    [4.5, 'grapefruit'],
    [6, 'grapefruit'],
  ])('calls %s" hail %s', (inches, name) => expect(hailSize(inches)).toBe(name))

  it('lists the chart smallest first, each size once', () => {
    const inches = HAIL_SIZES.map(([, size]) => size)
    expect([...inches].sort((a, b) => a - b)).toEqual(inches)
    expect(new Set(inches).size).toBe(inches.length)
  })
})

describe('places', () => {
  it('resolves a town served by its slug, with its coordinates', () => {
    expect(resolvePlace('cary', towns, ZIP_CODES)).toEqual({ kind: 'town', slug: 'cary', name: 'Cary', lat: 35.7915, lng: -78.7811 })
    expect(resolvePlace(' holly-springs ', towns, ZIP_CODES)).toMatchObject({ kind: 'town', name: 'Holly Springs' })
  })

  it('resolves a ZIP code of the table, and refuses one that is not in it', () => {
    expect(resolvePlace('27513', towns, ZIP_CODES)).toEqual({ kind: 'zip', zip: '27513', lat: 35.7956, lng: -78.7941 })
    expect(resolvePlace('90210', towns, ZIP_CODES)).toEqual({ refused: 'unknown-zip' })
    expect(resolvePlace('12345', towns, ZIP_CODES)).toEqual({ refused: 'unknown-zip' })
  })

  it('resolves coordinates inside North Carolina only', () => {
    expect(resolvePlace('35.79,-78.78', towns, ZIP_CODES)).toEqual({ kind: 'point', lat: 35.79, lng: -78.78 })
    expect(resolvePlace('35.2271, -80.8431', towns, ZIP_CODES)).toMatchObject({ kind: 'point' })
    expect(resolvePlace('36.85,-76.29', towns, ZIP_CODES)).toEqual({ refused: 'outside-nc' })
    expect(resolvePlace('48.85,2.35', towns, ZIP_CODES)).toEqual({ refused: 'outside-nc' })
  })

  it.each([
    [null, 'missing-place'],
    ['', 'missing-place'],
    ['   ', 'missing-place'],
    ['charlotte', 'unknown-town'],
    ['constructor', 'unknown-town'],
    ['2751', 'not-a-place'],
    ['275130', 'not-a-place'],
    ['https://example.com/', 'not-a-place'],
    ['mesonet.agron.iastate.edu', 'not-a-place'],
    ['35.79;-78.78', 'not-a-place'],
    ['<script>', 'not-a-place'],
    ['Cary', 'not-a-place'],
  ])('refuses %j (%s)', (value, reason) => expect(resolvePlace(value, towns, ZIP_CODES)).toEqual({ refused: reason }))

  it('writes a place back as the query names it', () => {
    for (const value of ['cary', '27513', '35.7900,-78.7800']) {
      const place = resolvePlace(value, towns, ZIP_CODES)
      if ('refused' in place) throw new Error(`${value} was refused`)
      expect(placeParam(place)).toBe(value)
    }
  })

  it('reads what a visitor typed: a ZIP code alone or ending an address, else a town it names', () => {
    expect(placeFromText('27513', towns)).toBe('27513')
    expect(placeFromText(' 27513-4411 ', towns)).toBe('27513')
    expect(placeFromText('212 Glenwood Ave, Raleigh, NC 27603', towns)).toBe('27603')
    expect(placeFromText('212 Glenwood Ave, Raleigh, NC 27603, USA', towns)).toBe('27603')
    expect(placeFromText('10500 Sunset Lake Rd, Holly Springs', towns)).toBe('holly-springs')
    expect(placeFromText('wake forest', towns)).toBe('wake-forest')
    expect(placeFromText('Fuquay-Varina, NC', towns)).toBe('fuquay-varina')
    expect(placeFromText('CARY', towns)).toBe('cary')
    expect(placeFromText('15 Queens Rd, Charlotte', towns)).toBeNull()
    expect(placeFromText('Caryville', towns)).toBeNull()
    expect(placeFromText('', towns)).toBeNull()
  })

  it('tells a street address (for the geocoder) from a ZIP code or a town name alone', () => {
    for (const typed of ['27513', ' 27513-4411 ', 'Cary', 'wake forest', 'Fuquay-Varina']) expect(namesOnlyAPlace(typed, towns)).toBe(true)
    for (const typed of ['212 Glenwood Ave, Raleigh, NC 27603', 'Cary, NC', 'Charlotte', '2751'])
      expect(namesOnlyAPlace(typed, towns)).toBe(false)
  })
})
