/** @jest-environment node */
// The words of the office's and the homeowner's messages (src/lib/leads/messages.ts), in both
// languages: priority first, no field left out, the homeowner's time from the office's hours, the
// measured price as the estimate box gives it, and texts within one segment where the words allow.
import {
  applicationEmail,
  cheapest,
  field,
  fieldLines,
  greetingName,
  HOMEOWNER_TEXT_SEGMENTS,
  homeownerEmail,
  homeownerText,
  measuredRange,
  officeEmail,
  officeText,
  smsSegments,
  toGsm,
  usPhoneE164,
} from '../../src/lib/leads/messages'
import { callbackHours, callbackWhen, WEEKDAYS } from '../../src/lib/hours'
import { estimateMeasuredRoof, formatRange } from '../../src/lib/pricing'
import { leadContent } from '../support/lead-content'

const { towns, pricing, homeowner } = leadContent
const quote = {
  'form-name': 'quote',
  name: 'Dana Homeowner',
  email: 'dana@example.com',
  phone: '(919) 555-0188',
  address: '120 Oak Park Dr, Cary, NC',
  service: 'Roof Replacement',
  message: 'Thinking of a new roof before winter',
  language: 'en',
  sms_consent: 'yes',
  sms_consent_version: '2026-11-27',
  source: 'Home page estimate box',
  'submission-id': '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  roof_squares: '33.2',
  roof_pitch: '6/12',
  measured: 'yes',
  imagery_date: '2023-04-12',
  roof_tier: 'architectural',
  roof_stories: '2',
  utm_source: 'google',
  landing_page: '/cary/',
}
// Eastern time: Monday 2026-11-30 at 10:00 is 15:00 UTC
const at = (iso: string) => new Date(iso)
const MONDAY_10AM = at('2026-11-30T15:00:00Z')
const MONDAY_7AM = at('2026-11-30T12:00:00Z')
const FRIDAY_5_30PM = at('2026-12-04T22:30:00Z')
const SATURDAY_3PM = at('2026-12-05T20:00:00Z')

describe('the lead contract (src/lib/forms/fields.ts)', () => {
  it('reads only the fields the forms send: a misspelt or renamed field is a type error (npm run typecheck)', () => {
    const fields = { sms_consent: 'yes', language: 'es' }
    expect(field(fields, 'sms_consent')).toBe('yes')
    // @ts-expect-error: not a field of the contract
    expect(field(fields, 'sms_concent')).toBe('')
  })
})

describe("the office's text", () => {
  it('puts the priority first: LEAK, STORM, else the service', () => {
    const first = (fields: Record<string, string>) => officeText({ ...quote, ...fields }, 'quote', towns, pricing).split('\n')[0]
    expect(first({ message: 'Water is coming in over the kitchen' })).toBe('LEAK')
    expect(first({ message: 'Hay una gotera en la sala' })).toBe('LEAK')
    expect(first({ service: 'Storm Damage Repair', message: 'shingles gone' })).toBe('STORM')
    expect(first({})).toBe('ROOF REPLACEMENT')
    expect(officeText({ ...quote, service: '' }, 'estimate', towns, pricing).split('\n')[0]).toBe('ESTIMATE')
  })

  it('gives name, a tap-to-call number, town, the measured roof and tier, and the language, in one segment', () => {
    const text = officeText(quote, 'quote', towns, pricing)
    expect(text.split('\n')).toEqual([
      'ROOF REPLACEMENT',
      'Dana Homeowner',
      '+19195550188',
      'Cary',
      '33.2 sq 6/12, Architectural shingles',
      'In English',
    ])
    expect(officeText({ ...quote, language: 'es' }, 'quote', towns, pricing)).toMatch(/\nIn Spanish$/)
    // a town the site does not serve: the address's last parts
    expect(officeText({ ...quote, address: '9 Elm St, Sanford' }, 'quote', towns, pricing).split('\n')[3]).toBe('Sanford')
    expect(smsSegments(text)).toEqual({ encoding: 'GSM-7', units: text.length, segments: 1 })
    // the longest name and service a form takes are clipped, so the text stays one segment
    const long = officeText({ ...quote, name: 'N'.repeat(100), service: 'S'.repeat(200) }, 'quote', towns, pricing)
    expect(smsSegments(long).segments).toBe(1)
  })

  it('writes a US phone as E.164, and anything else as typed', () => {
    expect(usPhoneE164('(919) 555-0188')).toBe('+19195550188')
    expect(usPhoneE164('1-919-555-0188')).toBe('+19195550188')
    expect(usPhoneE164('555-0188')).toBeNull()
    expect(officeText({ ...quote, phone: '+44 20 7946 0958' }, 'quote', towns, pricing).split('\n')[2]).toBe('+44 20 7946 0958')
  })
})

describe("the office's e-mail", () => {
  it('leaves no field out, and starts its subject with the priority', () => {
    const email = officeEmail(quote, 'quote', towns, pricing, quote['submission-id'])
    expect(email.subject).toBe('ROOF REPLACEMENT: quote request from Dana Homeowner (Cary)')
    for (const [name, value] of Object.entries(quote)) {
      if (name === 'form-name') continue
      expect(email.text).toContain(`${name}: ${value}`)
    }
    expect(email.text).toContain('Texts: the visitor agreed to texts')
    expect(officeEmail({ ...quote, sms_consent: 'no' }, 'quote', towns, pricing, 'x').text).toContain('no consent to texts')
  })

  it("lists a job application's fields and the resume's link", () => {
    const fields = {
      name: 'Luis Ortega',
      email: 'luis@example.com',
      phone: '919-555-0101',
      experience: '6',
      message: 'Line one\nLine two',
      resume: { filename: 'cv.pdf', size: 1200, type: 'application/pdf', url: 'https://files.example/cv.pdf' },
    }
    const email = applicationEmail(fields, 'sub-12345678', null)
    expect(email.subject).toBe('Job application from Luis Ortega (6 years of experience)')
    expect(email.text).toContain('resume: cv.pdf <https://files.example/cv.pdf>')
    expect(email.text).toContain('message: \n  Line one\n  Line two')
    expect(applicationEmail(fields, 'sub-12345678', 'cv.pdf').text).toContain('The resume is attached (cv.pdf).')
    expect(fieldLines({ 'bot-field': '', 'form-name': 'application', name: 'A' })).toEqual(['name: A'])
  })
})

describe("the homeowner's confirmation", () => {
  it('says when we call, from the phone lines’ hours in English and the Spanish hours in Spanish', () => {
    const when = (date: Date, locale: 'en' | 'es') =>
      callbackWhen(date, callbackHours(homeowner[locale].site, locale), homeowner[locale].words, locale)
    expect([when(MONDAY_10AM, 'en'), when(MONDAY_10AM, 'es')]).toEqual(['within the hour', 'en menos de una hora'])
    expect([when(MONDAY_7AM, 'en'), when(MONDAY_7AM, 'es')]).toEqual(['today after 8 AM', 'hoy después de las 8 a. m.'])
    // less than an hour before the Spanish hours close: the next Spanish hours; the phone lines are open till 8 pm
    expect([when(FRIDAY_5_30PM, 'en'), when(FRIDAY_5_30PM, 'es')]).toEqual(['within the hour', 'el lunes después de las 8 a. m.'])
    expect([when(SATURDAY_3PM, 'en'), when(SATURDAY_3PM, 'es')]).toEqual(['within the hour', 'el lunes después de las 8 a. m.'])
    expect(when(at('2026-12-06T00:30:00Z'), 'en')).toBe('on Monday after 8 AM')
  })

  it('gives the measured price range as the estimate box priced it, and none when the roof was not measured', () => {
    const expected = formatRange(
      estimateMeasuredRoof(pricing, { measuredSquares: 33.2, pitch: 'medium', stories: '2', material: 'architectural' }),
    )
    expect(measuredRange(quote, pricing)).toEqual({ tier: 'architectural shingles', range: expected })
    expect(measuredRange({ ...quote, measured: 'no', roof_squares: '' }, pricing)).toBeNull()
    expect(measuredRange({ ...quote, roof_tier: 'gold' }, pricing)).toBeNull()
  })

  it('in English: received, what happens next and when, the measured range and the phone', () => {
    const email = homeownerEmail(quote, homeowner.en, 'en', MONDAY_10AM)
    expect(email.subject).toBe('Harlan Family Roofing: we received your estimate request')
    expect(email.text).toContain('Hello Dana Homeowner,')
    expect(email.text).toContain('we will call you within the hour')
    expect(email.text).toContain(`with architectural shingles: ${measuredRange(quote, pricing)!.range}.`)
    expect(email.text).toContain('Call us at (919) 555-0147 (Mon-Sat, 8 AM - 8 PM).')
    expect(homeownerEmail({ ...quote, measured: 'no' }, homeowner.en, 'en', MONDAY_10AM).text).not.toMatch(/price range/)
  })

  it('in Spanish: the same, in words of its own, the materials named in Spanish', () => {
    const email = homeownerEmail({ ...quote, language: 'es' }, homeowner.es, 'es', SATURDAY_3PM)
    expect(email.subject).toBe('Harlan Family Roofing: recibimos su solicitud de estimado')
    expect(email.text).toContain('Hola, Dana Homeowner:')
    expect(email.text).toContain('le llamaremos el lunes después de las 8 a. m.')
    expect(email.text).toContain(
      'Según las medidas de su techo tomadas de imágenes aéreas, el precio aproximado con tejas arquitectónicas es de $',
    )
    expect(email.text).toMatch(/\nAtentamente,\nHarlan Family Roofing$/)
    expect(email.text.replace(/\u00a0/g, ' ')).toContain(
      'Llámenos al (919) 555-0147. Le atendemos en español de lunes a viernes, de 8 a. m. a 6 p. m.\n',
    )
    expect(email.text).not.toMatch(/\b(the|we|call)\b/)
  })

  it("texts carry the brand, how many to expect, the rates and both languages' keywords, in GSM-7 within two segments, at any hour", () => {
    const WEDNESDAY_7PM = at('2026-12-03T00:00:00Z')
    // every half hour of a week, and a week whose Saturday is a Spanish day (sábado, made GSM-7)
    const saturdays = {
      ...homeowner.es,
      site: { ...homeowner.es.site, spanishHours: [{ ...homeowner.es.site.spanishHours[0]!, dayOfWeek: [...WEEKDAYS.slice(0, 6)] }] },
    }
    for (let half = 0; half < 7 * 48; half++) {
      const date = new Date(MONDAY_7AM.getTime() + half * 30 * 60_000)
      for (const [text, locale] of [
        [homeownerText(homeowner.en, 'en', date), 'en'],
        [homeownerText(homeowner.es, 'es', date), 'es'],
        [homeownerText(saturdays, 'es', date), 'es'],
      ] as const) {
        expect(smsSegments(text).encoding).toBe('GSM-7')
        expect(smsSegments(text).segments).toBeLessThanOrEqual(HOMEOWNER_TEXT_SEGMENTS)
        expect(text).toMatch(/^Harlan Family Roofing: /)
        if (locale === 'en') expect(text).toMatch(/Up to 4 msgs\/mo .*Msg & data rates may apply\. Reply HELP for help, STOP to opt out\.$/)
        else expect(text).toMatch(/Hasta 4 mensajes al mes .*Pueden aplicarse tarifas de mensajes y datos\. .*HELP o AYUDA.*STOP o PARAR/)
        expect(text).not.toMatch(/m\.\./)
      }
    }
    // with Spanish spoken on Saturdays, Friday evening's call is "el sabado" (GSM-7: the á would make it UCS-2)
    expect(homeownerText(saturdays, 'es', at('2026-12-05T00:00:00Z'))).toMatch(/le llamaremos el sabado después de las 8 a\. m\./)
    expect(homeownerText(homeowner.es, 'es', WEDNESDAY_7PM)).toBe(
      'Harlan Family Roofing: recibimos su solicitud y le llamaremos el jueves después de las 8 a. m. Hasta 4 mensajes al mes sobre su estimado. Pueden aplicarse tarifas de mensajes y datos. Responda HELP o AYUDA para recibir ayuda, STOP o PARAR para darse de baja.',
    )
  })

  it('writes a text in GSM-7 where every letter has a plain form, and leaves another script as it is', () => {
    expect(toGsm('el sábado a las 9 – “ya”')).toBe('el sabado a las 9 - "ya"')
    expect(toGsm('Señor Müller, é')).toBe('Señor Müller, é')
    expect(toGsm('山田 sábado')).toBe('山田 sábado')
    // only when it saves a segment: a short name keeps its accents
    expect(cheapest('QUOTE\nAna Gómez\n+19195550101')).toBe('QUOTE\nAna Gómez\n+19195550101')
    expect(cheapest(`el sábado ${'a'.repeat(100)}`)).toBe(`el sabado ${'a'.repeat(100)}`)
  })

  it('greets a name only when it is one', () => {
    expect(
      ['Dana', "D'Angelo Smith-Jones", 'José María', 'evil.example/r', 'Claim $500', 'A'.repeat(31), ' Ana  Li '].map(greetingName),
    ).toEqual(['Dana', "D'Angelo Smith-Jones", 'José María', null, null, null, 'Ana Li'])
  })

  it('counts segments as carriers do', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 })
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 })
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 })
    expect(smsSegments('á'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 })
    expect(smsSegments('á'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 })
  })
})
