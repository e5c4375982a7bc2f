/** @jest-environment node */
// What a "Get Free Estimate" button says of itself to the page's estimate dialog (src/lib/forms/opener.ts).
import { NO_OPENER_SOURCE, openerAttribute, readOpener } from '../../src/lib/forms/opener'

describe("an estimate button's opener", () => {
  it('reads back what the button wrote: where the request comes from, a title, a service and a storm', () => {
    const storm = { storm_date: '2026-11-25', storm_hail_in: '1.75', storm_wind_mph: '', storm_tornado: '', storm_place: 'Cary' }
    const opener = { source: 'Storm banner', title: 'Book a Free Storm Inspection', service: 'Roof Inspection', storm }
    expect(readOpener(openerAttribute(opener))).toEqual(opener)
    expect(readOpener(openerAttribute({ source: 'Mobile action bar' }))).toEqual({ source: 'Mobile action bar' })
  })

  it('is none for a missing or broken attribute: the request still goes, from the dialog', () => {
    for (const value of [null, undefined, '', '{', '[]', '"x"', '{"source":5}'])
      expect(readOpener(value)).toEqual({ source: NO_OPENER_SOURCE })
  })

  it('keeps only text of a sane length, and only the storm fields the form has', () => {
    const opened = readOpener(JSON.stringify({ source: 'x'.repeat(201), title: 7, storm: { storm_place: 'Apex', extra: 'no' } }))
    expect(opened.source).toBe(NO_OPENER_SOURCE)
    expect(opened.title).toBeUndefined()
    expect(opened.storm).toEqual({ storm_date: '', storm_hail_in: '', storm_wind_mph: '', storm_tornado: '', storm_place: 'Apex' })
  })
})
