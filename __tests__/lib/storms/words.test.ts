/** @jest-environment node */
import pagesEn from '../../../data/ui-pages/ui-pages.en.json'
import pagesEs from '../../../data/ui-pages/ui-pages.es.json'
import type { AnsweredReport } from '../../../src/lib/storms/answer'
import { inchesOnPage, inchesText, placeName, reportDetail, stormFields, worthText } from '../../../src/lib/storms/words'

const en = pagesEn.texts.stormCheck
const es = pagesEs.texts.stormCheck

const hail = (inches: number, size: AnsweredReport['hailSize']): AnsweredReport => ({
  kind: 'hail',
  time: '2025-05-03T21:10:00Z',
  date: '2025-05-03',
  distanceMiles: 1.2,
  eastMiles: -0.8,
  northMiles: 0.8,
  bearing: 'NW',
  hailInches: inches,
  hailSize: size,
  windMph: null,
  rating: null,
})

describe('hail in words', () => {
  it('writes English as the reports do, two decimals and the inch mark', () => {
    expect(inchesOnPage(1, 'en')).toBe('1.00')
    expect(reportDetail(hail(1.75, 'golfBall'), en, 'en')).toBe('1.75″ (golf ball size)')
    expect(reportDetail(hail(1, 'quarter'), en, 'en')).toBe('1.00″ (quarter size)')
  })

  it('writes Spanish in its own order and unit, with the article, and a whole number without ".00"', () => {
    expect(reportDetail(hail(1.75, 'golfBall'), es, 'es')).toBe('1.75 pulg. (del tamaño de una pelota de golf)')
    expect(reportDetail(hail(1, 'quarter'), es, 'es')).toBe('1 pulg. (del tamaño de una moneda de 25 centavos)')
    expect(reportDetail(hail(0.25, 'pea'), es, 'es')).toBe('0.25 pulg. (del tamaño de un chícharo)')
    expect([1, 2, 1.5, 0.75].map((inches) => inchesOnPage(inches, 'es'))).toEqual(['1', '2', '1.50', '0.75'])
    // every size name reads after "del tamaño de": with its article
    for (const name of Object.values(es.hailSizes)) expect(name).toMatch(/^(un|una) /)
  })

  it("keeps the office's value as the reports write it, whatever the page's language", () => {
    expect(inchesText(1)).toBe('1.00')
    const place = { kind: 'zip', zip: '27513', param: '27513' } as const
    expect(stormFields(place, { date: '2025-05-03', hailInches: 1, windMph: null, tornado: false })).toMatchObject({
      storm_hail_in: '1.00',
      storm_place: 'ZIP 27513',
    })
  })
})

describe('the place and the reason to inspect', () => {
  it('names a ZIP code so that it reads after "cerca de" and "Mapa de"', () => {
    const place = { kind: 'zip', zip: '27513', param: '27513' } as const
    expect(placeName(place, en)).toBe('ZIP 27513')
    expect(placeName(place, es)).toBe('la zona postal 27513')
  })

  it('names an address by the town it was placed in, never by the text it came as', () => {
    const address = { kind: 'address', town: 'Cary', param: '' } as const
    expect([placeName(address, en), placeName(address, es)]).toEqual(['your address in Cary', 'su dirección en Cary'])
    expect(placeName({ ...address, town: null }, en)).toBe('your address')
    expect(stormFields(address, null).storm_place).toBe('address in Cary')
  })

  it('says plainly what was reported, since when, and why we would look, each report with its own words', () => {
    const inspection = { date: '2025-05-03', hailInches: 1.25, windMph: 61, tornado: false }
    expect(worthText(inspection, es, 'es')).toBe(
      'Hay informes de granizo de 1.25 pulg. y una ráfaga de 61 mph a menos de 3 millas en los últimos dos años (el más reciente, del 3 de mayo de 2025). ' +
        'En estos casos revisamos el techo, porque el granizo de 1 pulgada o más y las ráfagas de 58 mph o más pueden agrietar o levantar tejas sin que se note desde el suelo.',
    )
    expect(worthText({ ...inspection, windMph: null, hailInches: 1 }, es, 'es')).toMatch(
      /^Hay informes de granizo de 1 pulg\. a menos de 3 millas/,
    )
    // the English as it read before
    expect(worthText(inspection, en, 'en')).toBe(
      'We would look at a roof where hail of 1.25″ and a 61 mph gust was reported within 3 miles in the last two years (last on May 3, 2025). ' +
        'Hail of 1″ or more and gusts of 58 mph or more can crack and lift shingles without any sign from the ground.',
    )
    // three reasons: commas, and "y" before the last (not "… y de … y de …")
    const all = { ...inspection, tornado: true }
    expect(worthText(all, es, 'es')).toMatch(/^Hay informes de granizo de 1\.25 pulg\., una ráfaga de 61 mph y un tornado a menos/)
    expect(worthText(all, en, 'en')).toMatch(/where hail of 1\.25″, a 61 mph gust, and a tornado was reported/)
    // a tornado counts too, in either language
    const tornado = { date: '2025-05-03', hailInches: null, windMph: null, tornado: true }
    expect(worthText(tornado, en, 'en')).toMatch(/^We would look at a roof where a tornado was reported within 3 miles/)
    expect(worthText(tornado, es, 'es')).toMatch(/^Hay informes de un tornado a menos de 3 millas/)
    expect(stormFields({ kind: 'town', slug: 'cary', name: 'Cary', param: 'cary' }, tornado)).toMatchObject({ storm_tornado: 'yes' })
  })
})
