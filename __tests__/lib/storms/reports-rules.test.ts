/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseStormReports, SourceFormatError, tornadoRating, type StormReport } from '../../../src/lib/storms/reports'
import { inspectionWorth, lastYear, nearbyReports, RADII, yearsBefore } from '../../../src/lib/storms/rules'

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'storms', name), 'utf8'))
const cary = { lat: 35.7915, lng: -78.7811 }
const NOW = new Date('2026-06-01T16:00:00Z')

describe("the source's answer", () => {
  const reports = parseStormReports(fixture('lsr-triangle.geojson'))

  it('keeps hail, wind and tornado reports and leaves out the rest (heavy rain)', () => {
    expect(reports).toHaveLength(10)
    expect(reports.filter((r) => r.kind === 'hail')).toHaveLength(4)
    expect(reports.filter((r) => r.kind === 'wind')).toHaveLength(5)
    expect(reports.filter((r) => r.kind === 'tornado')).toHaveLength(1)
  })

  it('reads a hail report: its size in inches, time, place and office', () => {
    expect(reports[0]).toEqual({
      kind: 'hail',
      time: '2025-05-03T21:10:00.000Z',
      lat: 35.8038,
      lng: -78.7962,
      hailInches: 1.25,
      windMph: null,
      rating: null,
      city: '1 NW CARY',
      office: 'RAH',
    })
  })

  it('reads a gust in mph, a gust in knots as mph, and damage without a speed', () => {
    const wind = reports.filter((r) => r.kind === 'wind')
    expect(wind.map((r) => r.windMph)).toEqual([61, null, 58, 45, 52])
  })

  it("reads a tornado's rating from the survey's remark", () => {
    expect(reports.find((r) => r.kind === 'tornado')?.rating).toBe('EF1')
    expect(tornadoRating('EF-2 TORNADO')).toBe('EF2')
    expect(tornadoRating('RATED EF 0')).toBe('EF0')
    expect(tornadoRating('AN F3 TORNADO IN 1984')).toBe('EF3')
    expect(tornadoRating('EFU: NO DAMAGE TO RATE')).toBeNull()
    expect(tornadoRating('TREES DOWN ON A F150')).toBeNull()
    expect(tornadoRating('')).toBeNull()
  })

  it('reads the magnitude from its text when the number is missing, and the place from the geometry', () => {
    const [hail] = parseStormReports({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { type: 'H', magnitude: '1.75', unit: 'INCH', valid: '2024-04-10T19:00:00Z', city: 'APEX', wfo: 'RAH' },
          geometry: { type: 'Point', coordinates: [-78.85, 35.73] },
        },
      ],
    })
    expect(hail).toMatchObject({ hailInches: 1.75, lat: 35.73, lng: -78.85 })
  })

  it('leaves out a hail report without a size', () => {
    const answer = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { type: 'H', magf: null, magnitude: '', valid: '2024-04-10T19:00:00Z', lat: 35.7, lon: -78.7 } },
      ],
    }
    expect(parseStormReports(answer)).toEqual([])
  })

  it('reads an empty answer as no reports', () => {
    expect(parseStormReports(fixture('lsr-empty.geojson'))).toEqual([])
  })

  it.each([
    ['an error object', { error: 'Incomplete spatial bounds provided' }],
    ['an HTML page', '<html><body>Service Unavailable</body></html>'],
    ['null', null],
    ['features that are not a list', { type: 'FeatureCollection', features: {} }],
    ['a feature without properties', { type: 'FeatureCollection', features: [{ type: 'Feature' }] }],
    [
      'a report with a local time',
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { type: 'G', magf: 60, valid: '2024-04-10 19:00', lat: 35.7, lon: -78.7 } }],
      },
    ],
    [
      'a report without coordinates',
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { type: 'G', magf: 60, valid: '2024-04-10T19:00:00Z' }, geometry: null }],
      },
    ],
  ])('refuses %s as not the documented format', (_what, answer) => {
    expect(() => parseStormReports(answer)).toThrow(SourceFormatError)
  })
})

describe('which reports a visitor sees', () => {
  const reports = parseStormReports(fixture('lsr-triangle.geojson'))

  it('shows those within the radius and the last five years, newest first, with distance and direction', () => {
    const near = nearbyReports(reports, cary, 5, NOW)
    expect(near.map((r) => [r.time.slice(0, 10), r.kind, r.distanceMiles, r.bearing])).toEqual([
      ['2026-03-15', 'hail', 0.8, 'S'],
      ['2025-07-14', 'wind', 4, 'E'],
      ['2025-05-03', 'hail', 1.2, 'NW'],
      ['2024-09-27', 'wind', 2.8, 'S'],
      ['2024-08-07', 'wind', 2.5, 'SE'],
    ])
    expect(near.map((r) => r.hailSize)).toEqual(['penny', null, 'halfDollar', null, null])
  })

  it('widens with the radius: 3 miles, then 5, then 10', () => {
    const counts = RADII.map((radius) => nearbyReports(reports, cary, radius, NOW).length)
    expect(counts).toEqual([4, 5, 7])
    // the 2-inch hail 12 miles away, and the golf balls of 2020 (six years back), are never shown
    const widest = nearbyReports(reports, cary, 10, NOW)
    expect(widest.some((r) => r.hailInches === 2)).toBe(false)
    expect(widest.some((r) => r.time.startsWith('2020'))).toBe(false)
  })

  it('keeps a report made exactly five years back and drops one a minute older', () => {
    const at = (time: string): StormReport => ({
      kind: 'hail',
      time,
      lat: cary.lat,
      lng: cary.lng,
      hailInches: 1,
      windMph: null,
      rating: null,
      city: '',
      office: 'RAH',
    })
    const edge = yearsBefore(NOW, 5).toISOString()
    const older = new Date(Date.parse(edge) - 60_000).toISOString()
    expect(nearbyReports([at(edge), at(older)], cary, 3, NOW).map((r) => r.time)).toEqual([edge])
  })
})

describe('worth a free inspection', () => {
  const report = (over: Partial<StormReport> & { miles: number; daysAgo: number }) => {
    const { miles, daysAgo, ...rest } = over
    const base: StormReport = {
      kind: 'hail',
      time: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString(),
      // north of Cary by `miles`
      lat: cary.lat + miles / 69.05,
      lng: cary.lng,
      hailInches: null,
      windMph: null,
      rating: null,
      city: '',
      office: 'RAH',
    }
    return { ...base, ...rest }
  }
  const worth = (...reports: StormReport[]) => inspectionWorth(nearbyReports(reports, cary, 10, NOW), NOW)

  it('holds for hail of 1" within 3 miles in the last two years', () => {
    expect(worth(report({ hailInches: 1, miles: 2.9, daysAgo: 700 }))).toEqual({
      time: new Date(NOW.getTime() - 700 * 86_400_000).toISOString(),
      hailInches: 1,
      windMph: null,
      tornado: false,
    })
  })

  it('holds for a tornado within 3 miles, rated or not', () => {
    expect(worth(report({ kind: 'tornado', rating: null, miles: 2, daysAgo: 10 }))).toMatchObject({
      hailInches: null,
      windMph: null,
      tornado: true,
    })
  })

  it('holds for a 58 mph gust within 3 miles in the last two years', () => {
    expect(worth(report({ kind: 'wind', windMph: 58, miles: 1, daysAgo: 30 }))).toMatchObject({ hailInches: null, windMph: 58 })
  })

  it.each([
    ['hail under an inch', { hailInches: 0.88, miles: 1, daysAgo: 30 }],
    ['a 57 mph gust', { kind: 'wind' as const, windMph: 57, miles: 1, daysAgo: 30 }],
    ['damage reported without a speed', { kind: 'wind' as const, windMph: null, miles: 1, daysAgo: 30 }],
    ['large hail 3.1 miles away', { hailInches: 1.75, miles: 3.1, daysAgo: 30 }],
    ['large hail more than two years ago', { hailInches: 1.75, miles: 1, daysAgo: 732 }],
  ])('does not hold for %s', (_what, over) => {
    expect(worth(report(over))).toBeNull()
  })

  it('gives the largest hail, the strongest gust and the latest date among the reports that count', () => {
    expect(
      worth(
        report({ hailInches: 1.25, miles: 1, daysAgo: 300 }),
        report({ hailInches: 1.75, miles: 2, daysAgo: 400 }),
        report({ hailInches: 0.5, miles: 0.5, daysAgo: 10 }),
        report({ kind: 'wind', windMph: 65, miles: 2.5, daysAgo: 100 }),
        report({ kind: 'wind', windMph: 70, miles: 5, daysAgo: 5 }),
      ),
    ).toEqual({ time: new Date(NOW.getTime() - 100 * 86_400_000).toISOString(), hailInches: 1.75, windMph: 65, tornado: false })
  })

  it('holds for Cary in the recorded answer (1.25" hail 1.2 miles away a year ago)', () => {
    const near = nearbyReports(parseStormReports(fixture('lsr-triangle.geojson')), cary, 3, NOW)
    expect(inspectionWorth(near, NOW)).toEqual({ time: '2025-05-03T21:10:00.000Z', hailInches: 1.25, windMph: 61, tornado: false })
  })
})

describe("the town pages' line", () => {
  it('counts the last twelve months and names the largest hail', () => {
    const near = nearbyReports(parseStormReports(fixture('lsr-triangle.geojson')), cary, 10, NOW)
    expect(lastYear(near, NOW)).toEqual({ count: 3, largestHailInches: 0.75, largestHailSize: 'penny' })
  })

  it('says no hail when there was none', () => {
    expect(lastYear([], NOW)).toEqual({ count: 0, largestHailInches: null, largestHailSize: null })
  })
})
