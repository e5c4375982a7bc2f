/** @jest-environment node */
// The business's hours, one source (src/lib/hours.ts, data/site): each set's shown words say what it
// means, and every promise of a call follows from them, in English from the phone lines' hours and in
// Spanish from the Spanish hours (issue 54).
import siteEn from '../../data/site/site.en.json'
import siteEs from '../../data/site/site.es.json'
import forms from '../../data/ui-forms/ui-forms.en.json'
import formsEs from '../../data/ui-forms/ui-forms.es.json'
import { callbackHours, hoursDays, hoursDisagree, hoursPhrase, nextCall, replyPromise, type Hours } from '../../src/lib/hours'

const at = (iso: string) => new Date(iso)
const HOUR = 60 * 60 * 1000
const MONDAY_0AM = at('2026-11-30T05:00:00Z')

describe('the hours in data/site', () => {
  it('say what they mean: each shown set names its opening, closing and days', () => {
    for (const [locale, site] of [
      ['en', siteEn],
      ['es', siteEs],
    ] as const)
      for (const set of [...site.phoneHours, ...site.officeHours, ...site.spanishHours])
        expect([locale, set.days, hoursDisagree(set, locale)]).toEqual([locale, set.days, null])
  })

  it('refuse a set whose words and times disagree', () => {
    const set = { days: 'Mon-Sat', hours: '8 AM - 8 PM', opens: '08:00', closes: '20:00', dayOfWeek: ['Monday', 'Saturday'] }
    expect(hoursDisagree({ ...set, hours: '8 AM - 6 PM' }, 'en')).toBe('"8 AM - 6 PM" must name 8 AM and 8 PM, its opens and closes')
    expect(hoursDisagree({ ...set, days: 'Mon-Fri' }, 'en')).toBe('"Mon-Fri" must name sat…, as dayOfWeek says')
    expect(hoursDisagree({ ...set, hours: 'Closed', opens: '', closes: '' }, 'en')).toBeNull()
    expect(hoursDisagree({ ...set, hours: '9 AM', opens: '', closes: '' }, 'en')).toMatch(/names a time, but opens and closes are empty/)
    expect(
      hoursDisagree(
        {
          days: 'Lun–Sáb',
          hours: '8\u00a0a.\u00a0m.–8\u00a0p.\u00a0m.',
          opens: '08:00',
          closes: '20:00',
          dayOfWeek: ['Monday', 'Saturday'],
        },
        'es',
      ),
    ).toBeNull()
  })

  it('read as a sentence, and as a button’s short days, closed days left out', () => {
    expect(hoursPhrase(siteEn.phoneHours)).toBe('Mon-Sat, 8 AM - 8 PM')
    expect([hoursDays(siteEn.spanishHours, 'en'), hoursDays(siteEs.spanishHours, 'es'), hoursDays(siteEs.phoneHours, 'es')]).toEqual([
      'Mon–Fri',
      'lun–vie',
      'lun–sáb',
    ])
    expect(hoursPhrase(siteEs.spanishHours).replace(/\u00a0/g, ' ')).toBe('de lunes a viernes, de 8 a. m. a 6 p. m.')
  })
})

describe('a promise of a call', () => {
  const words = { en: forms.texts.reply, es: formsEs.texts.reply }
  const hoursOf = (locale: 'en' | 'es'): Hours => callbackHours(locale === 'es' ? siteEs : siteEn, locale)

  it('says "within 24 hours" exactly when the next call comes that soon, every half hour of a week, in both languages', () => {
    for (let half = 0; half < 7 * 48; half++) {
      const now = new Date(MONDAY_0AM.getTime() + half * 30 * 60_000)
      for (const locale of ['en', 'es'] as const) {
        const next = nextCall(now, hoursOf(locale))!
        const soon = next.soon || next.at.getTime() - now.getTime() <= 24 * HOUR
        const said = replyPromise(now, hoursOf(locale), words[locale], locale)
        expect([now.toISOString(), locale, said === words[locale].within]).toEqual([now.toISOString(), locale, soon])
        // a call promised is inside the hours
        if (!next.soon) expect(hoursOf(locale).some((set) => set.opens === next.opens)).toBe(true)
      }
    }
  })

  it('promises a Spanish request the next Spanish hours, and an English one the phone lines’', () => {
    const fridayEvening = at('2026-12-05T00:00:00Z') // 7 pm in Raleigh
    expect(replyPromise(fridayEvening, hoursOf('es'), words.es, 'es')).toBe('el lunes después de las 8 a. m.')
    expect(replyPromise(fridayEvening, hoursOf('en'), words.en, 'en')).toBe('within 24 hours')
    const saturdayNight = at('2026-12-06T04:00:00Z') // 11 pm
    expect(replyPromise(saturdayNight, hoursOf('en'), words.en, 'en')).toBe('on Monday after 8 AM')
  })
})
