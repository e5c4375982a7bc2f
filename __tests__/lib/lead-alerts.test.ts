/** @jest-environment node */
// The channels of a lead (src/lib/leads/alerts.ts, through the function's handler): what Twilio and
// Resend are asked, consent (no text without it), each channel missing or failing without stopping
// the others, once per submission, the day's limits, the test origins refused elsewhere, and a log
// of outcomes and ids only. Twilio, Resend and Netlify's API are a stand-in fetch: nothing leaves.
import { createLeadForwarder, type LeadSettings } from '../../src/lib/leads/forward'
import { memoryStore, type Store } from '../../src/lib/server/store'
import { createHash } from 'node:crypto'
import { smsSegments } from '../../src/lib/leads/messages'
import { leadContent } from '../support/lead-content'

const NETLIFY_ID = '6745a1b2c3d4e5f6a7b8c9d0'
const FORM_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'
const SITE_ID = 'site-1'
const QUOTE_FORM_ID = '5f0c1e2d3b4a596877665544'
const quote = {
  name: 'Dana Homeowner',
  email: 'dana@example.com',
  phone: '(919) 555-0188',
  address: '120 Oak Park Dr, Cary',
  service: 'Roof Repair',
  message: 'Water is coming in through the kitchen ceiling',
  language: 'es',
  sms_consent: 'yes',
  'submission-id': FORM_ID,
  'bot-field': '',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1',
}
const MESSAGING_SERVICE = 'MG0123456789abcdef0123456789abcdef'
const settings: LeadSettings = {
  SITE_ID,
  NETLIFY_API_TOKEN: 'nfp_test',
  NETLIFY_API_ORIGIN: 'http://127.0.0.1:1/',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-token-test',
  TWILIO_MESSAGING_SERVICE_SID: MESSAGING_SERVICE,
  OFFICE_ALERT_SMS_TO: '+19195550147',
  TWILIO_API_ORIGIN: 'http://127.0.0.1:2/',
  RESEND_API_KEY: 're_test_key',
  LEADS_FROM_EMAIL: 'Harlan Family Roofing <leads@example.com>',
  OFFICE_ALERT_EMAIL_TO: 'office@example.com',
  RESEND_API_ORIGIN: 'http://127.0.0.1:3/',
  STORE_KEY_SECRET: 'a-test-secret-of-32-characters!!',
}

type Call = { url: string; headers: Headers; body: string }
let submissions = 0

/**
 * A function wired to stand-ins: Netlify's API holds `data` as form `form`, made a moment ago, of
 * this site; Twilio and Resend answer `answer(url)`. Each call is a new submission unless `id` is given.
 */
function wired(
  data: Record<string, unknown> = quote,
  {
    form = 'quote',
    own = {} as LeadSettings,
    answer = (_url: string): number => 200,
    store = memoryStore() as Store,
    now = Date.now,
    id = `${FORM_ID.slice(0, -4)}${String(++submissions).padStart(4, '0')}`,
  } = {},
) {
  const calls: Call[] = []
  const lines: string[] = []
  const fetchImpl = async (url: string, init: RequestInit = {}) => {
    if (url.endsWith(`/api/v1/sites/${SITE_ID}/forms`)) return Response.json([{ id: QUOTE_FORM_ID, name: form, site_id: SITE_ID }])
    if (url.includes('/api/v1/submissions/'))
      return Response.json({
        id: NETLIFY_ID,
        form_id: QUOTE_FORM_ID,
        form_name: form,
        created_at: new Date(now() - 5_000).toISOString(),
        data: { ...data, 'submission-id': data['submission-id'] === FORM_ID ? id : data['submission-id'] },
      })
    if (url.endsWith('/resume.pdf')) return new Response(Buffer.from('%PDF-1.4 resume'))
    const photo = /\/photo-(\d)\.jpg$/.exec(url)
    if (photo) return new Response(Buffer.alloc(Number(photo[1]) * 1024 * 1024, 7))
    calls.push({ url, headers: new Headers(init.headers), body: String(init.body) })
    const status = answer(url)
    return url.includes('/Messages.json')
      ? Response.json({ sid: `SM${calls.length}` }, { status })
      : Response.json({ id: `email-${calls.length}` }, { status })
  }
  const forward = createLeadForwarder({
    settings: () => ({ ...settings, ...own }),
    content: leadContent,
    store,
    fetch: fetchImpl,
    now,
    budgetMs: 600,
    attemptMs: 100,
    backoffMs: [10],
    log: (line) => lines.push(line),
  })
  const report = async () => {
    const response = await forward(
      new Request('http://localhost/.netlify/functions/submission-created', {
        method: 'POST',
        body: JSON.stringify({ payload: { id: NETLIFY_ID } }),
      }),
    )
    return { status: response.status, ...((await response.json()) as { outcomes: Record<string, string> }) }
  }
  const texts = () => calls.filter((c) => c.url.includes('/Messages.json')).map((c) => Object.fromEntries(new URLSearchParams(c.body)))
  const emails = () =>
    calls.filter((c) => c.url.endsWith('/emails')).map((c) => ({ ...JSON.parse(c.body), key: c.headers.get('idempotency-key') }))
  return { report, calls, lines, texts, emails, id }
}

describe("a request's channels", () => {
  it('texts and e-mails the office and the homeowner, in the language of the form', async () => {
    const { report, calls, texts, emails, lines, id } = wired()
    const answer = await report()
    expect(answer).toEqual({
      status: 200,
      sent: true,
      outcomes: {
        webhook: 'not configured',
        'office-text': 'sent',
        'office-email': 'sent',
        'homeowner-email': 'sent',
        'homeowner-text': 'sent',
        'hiring-email': 'not for this request',
      },
    })
    expect(
      calls.every(
        (c) =>
          c.url.startsWith('http://127.0.0.1:2/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json') ||
          c.url === 'http://127.0.0.1:3/emails',
      ),
    ).toBe(true)
    const twilio = calls.find((c) => c.url.includes('Messages'))!
    expect(twilio.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${settings.TWILIO_ACCOUNT_SID}:twilio-token-test`).toString('base64')}`,
    )
    const [office, homeowner] = [texts().find((t) => t.To === '+19195550147')!, texts().find((t) => t.To === '+19195550188')!]
    expect(office).toMatchObject({
      MessagingServiceSid: MESSAGING_SERVICE,
      Body: expect.stringMatching(/^LEAK\nDana Homeowner\n\+19195550188\nCary\nIn Spanish$/),
    })
    // through the Messaging Service, whose opt-out keywords Twilio honours in both languages
    expect(homeowner).toMatchObject({
      MessagingServiceSid: MESSAGING_SERVICE,
      Body: expect.stringMatching(/^Harlan Family Roofing: recibimos su solicitud /),
    })
    expect(homeowner.Body).toMatch(/Hasta 4 mensajes al mes .* Pueden aplicarse tarifas de mensajes y datos\. .*HELP o AYUDA.*STOP o PARAR/)
    expect(homeowner.From).toBeUndefined()
    const [toOffice, toHomeowner] = [
      emails().find((e) => e.to[0] === 'office@example.com'),
      emails().find((e) => e.to[0] === 'dana@example.com'),
    ]
    expect(toOffice).toMatchObject({
      from: settings.LEADS_FROM_EMAIL,
      reply_to: 'dana@example.com',
      subject: 'LEAK: quote request from Dana Homeowner (Cary)',
      key: `${id}/office-email`,
    })
    expect(toOffice.text).toContain('message: Water is coming in through the kitchen ceiling')
    // the visitor's IP and browser are not the office's to keep
    expect(toOffice.text).not.toMatch(/203\.0\.113\.7|TestBrowser|^ip:|user_agent/m)
    expect(toHomeowner).toMatchObject({
      subject: 'Harlan Family Roofing: recibimos su solicitud de estimado',
      key: `${id}/homeowner-email`,
    })
    expect(toHomeowner.text).toMatch(/^Hola, Dana Homeowner:\n/)
    expect(toHomeowner.reply_to).toBeUndefined()
    // outcomes and ids only
    expect(lines).toContain(`leads office-text: sent for submission ${id} (SM1)`)
    expect(lines.join('\n')).not.toMatch(/Dana|dana@|555|Oak Park|kitchen|twilio-token|re_test|nfp_|203\.0/)
  })

  it("sends no text to a visitor who did not agree to texts, and the homeowner's only through a Messaging Service", async () => {
    const { report, texts } = wired({ ...quote, sms_consent: 'no' })
    expect((await report()).outcomes['homeowner-text']).toBe('not for this request')
    expect(texts()).toEqual([expect.objectContaining({ To: '+19195550147', MessagingServiceSid: MESSAGING_SERVICE })])
    // a number of the account alone: the office is texted from it, the homeowner is not texted at all
    const number = wired(quote, { own: { TWILIO_MESSAGING_SERVICE_SID: undefined, TWILIO_FROM: '+19195550100' } })
    expect((await number.report()).outcomes).toMatchObject({ 'office-text': 'sent', 'homeowner-text': 'not configured' })
    expect(number.texts()).toEqual([expect.objectContaining({ To: '+19195550147', From: '+19195550100' })])
    expect(number.lines).toContain(
      'leads homeowner-text: TWILIO_MESSAGING_SERVICE_SID (a Messaging Service with Advanced Opt-Out, MG…) is not set: not configured',
    )
  })

  it('goes on without a channel that has no settings, and says so once', async () => {
    const { report, emails, lines } = wired(quote, { own: { TWILIO_AUTH_TOKEN: undefined } })
    for (let i = 0; i < 2; i++) {
      const answer = await report()
      expect(answer.outcomes).toMatchObject({ 'office-text': 'not configured', 'homeowner-text': 'not configured' })
    }
    // the office's e-mail twice (two reports of one submission: Resend's idempotency key), the homeowner's once
    expect(emails()).toHaveLength(2)
    expect(lines.filter((l) => /TWILIO_AUTH_TOKEN is not set/.test(l))).toEqual([
      'leads office-text: TWILIO_AUTH_TOKEN is not set: not configured',
      'leads homeowner-text: TWILIO_AUTH_TOKEN is not set: not configured',
    ])
    const noEmail = wired(quote, { own: { RESEND_API_KEY: undefined } })
    expect((await noEmail.report()).outcomes).toMatchObject({ 'office-email': 'not configured', 'office-text': 'sent' })
  })

  it('a failing channel stops no other, answers 502, and is the only one sent again on the next report', async () => {
    let twilioDown = true
    const store = memoryStore()
    const { report, texts, emails, lines } = wired(quote, { store, answer: (url) => (url.includes('Messages') && twilioDown ? 503 : 200) })
    const first = await report()
    expect(first.status).toBe(502)
    expect(first.outcomes).toMatchObject({
      'office-text': 'failed',
      'homeowner-text': 'failed',
      'office-email': 'sent',
      'homeowner-email': 'sent',
    })
    expect(lines).toContain('leads office-text: try 1 answered 503')
    twilioDown = false
    const textsBefore = texts().length
    // the failed text spent none of its limits: it goes now
    const second = await report()
    expect(second.outcomes).toMatchObject({
      'office-text': 'sent',
      'homeowner-text': 'sent',
      'office-email': 'already sent',
      'homeowner-email': 'already sent',
    })
    expect(texts().length - textsBefore).toBe(2)
    expect(emails()).toHaveLength(2)
    const third = await report()
    expect(Object.values(third.outcomes).filter((o) => o === 'sent')).toEqual([])
  })

  it('calls Twilio and Resend at their own hosts when a test origin is not on this machine', async () => {
    const { report, calls, lines } = wired(quote, {
      own: { TWILIO_API_ORIGIN: 'https://twilio.evil.example/', RESEND_API_ORIGIN: 'http://10.0.0.8/' },
    })
    await report()
    expect(new Set(calls.map((c) => new URL(c.url).origin))).toEqual(new Set(['https://api.twilio.com', 'https://api.resend.com']))
    expect(lines).toContain('leads: TWILIO_API_ORIGIN is not an address on this machine: ignored')
  })

  it('e-mails a job application to whoever hires, with a small resume attached and a large one linked; no text', async () => {
    const application = {
      name: 'Luis Ortega',
      email: 'luis@example.com',
      phone: '919-555-0101',
      experience: '6',
      language: 'es',
      'submission-id': '3b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      resume: { filename: 'cv.pdf', size: 15, type: 'application/pdf', url: 'http://127.0.0.1:4/files/resume.pdf' },
    }
    const small = wired(application, { form: 'application', own: { HIRING_EMAIL_TO: 'jobs@example.com' } })
    expect((await small.report()).outcomes).toMatchObject({
      'hiring-email': 'sent',
      'office-text': 'not for this request',
      'homeowner-email': 'not for this request',
    })
    expect(small.texts()).toEqual([])
    const [email] = small.emails()
    expect(email).toMatchObject({
      to: ['jobs@example.com'],
      reply_to: 'luis@example.com',
      attachments: [{ filename: 'cv.pdf', content: Buffer.from('%PDF-1.4 resume').toString('base64') }],
    })
    const large = wired({ ...application, resume: { ...application.resume, size: 5_000_000 } }, { form: 'application' })
    await large.report()
    expect(large.emails()[0]).toMatchObject({ to: ['office@example.com'] })
    expect(large.emails()[0].attachments).toBeUndefined()
    expect(large.emails()[0].text).toContain('resume: cv.pdf <http://127.0.0.1:4/files/resume.pdf>')
  })
})

/** Reports a submission of `data` with a new id, sharing `store`: the outcomes. */
const reportNew = async (data: Record<string, unknown>, store: Store, options: Parameters<typeof wired>[1] = {}) => {
  const one = wired(data, { store, ...options })
  return { ...(await one.report()), one }
}

describe("the homeowner's confirmation can't be aimed at a stranger (issue 53)", () => {
  it('greets only a name that is a name, and echoes no other word of the visitor', async () => {
    const greetings: string[] = []
    for (const name of ['Claim your $500 refund at evil.example/r', 'María José O’Neil-Díaz', 'A'.repeat(31), 'Bob <b>', 'Ana 2']) {
      const { one } = await reportNew({ ...quote, name, language: 'en', message: 'Visit evil.example now' }, memoryStore())
      const email = one.emails().find((e) => e.to[0] === 'dana@example.com')
      expect(email.text).not.toMatch(/evil|refund|Visit|kitchen|Oak Park|<b>/)
      greetings.push(email.text.split('\n')[0])
    }
    expect(greetings).toEqual(['Hello,', 'Hello María José O’Neil-Díaz,', 'Hello,', 'Hello,', 'Hello,'])
  })

  it('sends one confirmation e-mail to a mailbox in 24 hours however its address is spelled', async () => {
    let clock = Date.parse('2026-11-27T15:00:00Z')
    const store = memoryStore(() => clock)
    const spellings = [
      'victim@gmail.com',
      'Victim@Gmail.com',
      'victim+1@gmail.com',
      'victim+2@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'victim@googlemail.com',
      '(comment)victim@gmail.com',
    ]
    const outcomes = []
    for (const [n, email] of spellings.entries())
      outcomes.push((await reportNew({ ...quote, email, ip: `198.51.100.${n}` }, store, { now: () => clock })).outcomes['homeowner-email'])
    expect(outcomes).toEqual(['sent', ...Array(5).fill('recipient limit'), 'not for this request'])
    // a rolling 24 hours from the one sent, not a calendar day
    clock += 23 * 60 * 60 * 1000
    const later = { ...quote, email: 'victim+9@gmail.com', ip: '198.51.100.30' }
    expect((await reportNew(later, store, { now: () => clock })).outcomes['homeowner-email']).toBe('recipient limit')
    clock += 60 * 60 * 1000 + 1
    expect((await reportNew({ ...later, ip: '198.51.100.31' }, store, { now: () => clock })).outcomes['homeowner-email']).toBe('sent')
  })

  it('texts one number once in 7 days however it is written, and counts the number before the day', async () => {
    let clock = Date.parse('2026-11-27T15:00:00Z')
    const store = memoryStore(() => clock)
    const outcomes = []
    for (const [n, phone] of ['(919) 555-0188', '919.555.0188', '+1 919 555 0188', '1-919-555-0188'].entries())
      outcomes.push(
        (await reportNew({ ...quote, phone, email: `n${n}@example.com`, ip: `198.51.100.${n}` }, store, { now: () => clock })).outcomes[
          'homeowner-text'
        ],
      )
    expect(outcomes).toEqual(['sent', 'recipient limit', 'recipient limit', 'recipient limit'])
    // the three refused spent none of the day's texts: with a day's limit of 2, another number still gets one
    const day = { CONFIRMATIONS_DAILY_LIMIT: '2' }
    const another = { ...quote, phone: '919-555-0199', email: 'x@example.com', ip: '198.51.100.20' }
    expect((await reportNew(another, store, { now: () => clock, own: day })).outcomes['homeowner-text']).toBe('sent')
    clock += 6 * 24 * 60 * 60 * 1000
    const again = { ...quote, email: 'y@example.com', ip: '198.51.100.21' }
    expect((await reportNew(again, store, { now: () => clock })).outcomes['homeowner-text']).toBe('recipient limit')
    clock += 24 * 60 * 60 * 1000
    expect((await reportNew({ ...again, ip: '198.51.100.22' }, store, { now: () => clock })).outcomes['homeowner-text']).toBe('sent')
  })

  it('caps what one sender (the submission’s IP) sets off, whoever it is aimed at', async () => {
    const store = memoryStore()
    const outcomes = []
    for (let n = 0; n < 5; n++)
      outcomes.push((await reportNew({ ...quote, email: `person${n}@example.com`, phone: `919-555-01${n}0` }, store)).outcomes)
    expect(outcomes.map((o) => o['homeowner-email'])).toEqual(['sent', 'sent', 'sent', 'sender limit', 'sender limit'])
    expect(outcomes.map((o) => o['homeowner-text'])).toEqual(['sent', 'sent', 'sent', 'sender limit', 'sender limit'])
    // the office hears of every one
    expect(outcomes.every((o) => o['office-text'] === 'sent' && o['office-email'] === 'sent')).toBe(true)
    expect((await reportNew({ ...quote, email: 'person9@example.com', ip: '198.51.100.4' }, store)).outcomes['homeowner-email']).toBe(
      'sent',
    )
  })

  it('sends the homeowner nothing when the store cannot be read, and the office and the owner everything', async () => {
    const down: Store = {
      get: () => Promise.reject(new Error('blobs down')),
      set: () => Promise.reject(new Error('blobs down')),
      take: () => Promise.reject(new Error('blobs down')),
      give: () => Promise.reject(new Error('blobs down')),
    }
    const webhook = {
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:5/hook',
      LEADS_WEBHOOK_SECRET: 'whsec_dGVzdC1zZWNyZXQtZm9yLXRoZS1sZWFkcy13ZWJob29r',
    }
    const all = []
    for (let n = 0; n < 8; n++) all.push(await reportNew(quote, down, { own: webhook }))
    expect(new Set(all.map((a) => JSON.stringify(a.outcomes)))).toEqual(
      new Set([
        JSON.stringify({
          webhook: 'sent',
          'office-text': 'sent',
          'office-email': 'sent',
          'homeowner-email': 'store unavailable',
          'homeowner-text': 'store unavailable',
          'hiring-email': 'not for this request',
        }),
      ]),
    )
    expect(all.flatMap((a) => [...a.one.texts().map((t) => t.To), ...a.one.emails().map((e) => e.to[0])])).not.toContain('dana@example.com')
    expect(all.flatMap((a) => a.one.texts().map((t) => t.To))).not.toContain('+19195550188')
    expect(all[0]!.one.lines).toContain('leads homeowner-email: the store could not be read: not sent')
  })

  it('keeps the homeowner channels off without STORE_KEY_SECRET, and keeps no phone, address or IP a guess can reverse', async () => {
    const off = wired(quote, { own: { STORE_KEY_SECRET: undefined } })
    expect((await off.report()).outcomes).toMatchObject({
      'homeowner-email': 'not configured',
      'homeowner-text': 'not configured',
      'office-text': 'sent',
    })
    expect(off.lines).toContain('leads homeowner-email: STORE_KEY_SECRET (16 characters or more) is not set: not configured')
    const keys: string[] = []
    const store = memoryStore()
    const spying: Store = { ...store, take: (key, limit, ttl) => (keys.push(key), store.take(key, limit, ttl)) }
    await reportNew(quote, spying)
    const sha = (text: string) => createHash('sha256').update(text).digest('hex')
    const guesses = ['+19195550188', 'dana@example.com', '203.0.113.7'].flatMap((v) => [
      v,
      sha(v),
      sha(`phone:${v}`),
      sha(`email:${v}`),
      sha(`ip:${v}`),
    ])
    expect(keys.join('\n')).not.toMatch(new RegExp(guesses.map((g) => g.replace(/[.+]/g, '\\$&')).join('|')))
    // an HMAC under the secret: the same person under another secret is another key
    expect(keys.filter((k) => k.startsWith('to/homeowner-text/'))).toHaveLength(1)
  })
})

describe('photos with a request (issue 57)', () => {
  const photo = (n: number, megabytes: number) => ({
    filename: `damage-${n}.jpg`,
    size: megabytes * 1024 * 1024,
    type: 'image/jpeg',
    url: `http://127.0.0.1:4/files/photo-${megabytes}.jpg`,
  })

  it('are attached to the office’s e-mail while they fit, linked past that, counted in its text, and go to the owner’s tools as links', async () => {
    const webhook = {
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:5/hook',
      LEADS_WEBHOOK_SECRET: 'whsec_dGVzdC1zZWNyZXQtZm9yLXRoZS1sZWFkcy13ZWJob29r',
    }
    // the clock stands still: nine megabytes copied under a busy machine must not use up the function's time
    const still = Date.now()
    const now = () => still
    const { report, texts, emails, calls } = wired(
      { ...quote, photo_1: photo(1, 1), photo_2: photo(2, 1), photo_3: photo(3, 1) },
      { own: webhook, now },
    )
    await report()
    const office = emails().find((e) => e.to[0] === 'office@example.com')
    expect(office.attachments.map((a: { filename: string }) => a.filename)).toEqual(['damage-1.jpg', 'damage-2.jpg', 'damage-3.jpg'])
    expect(texts().find((t) => t.To === '+19195550147')!.Body).toMatch(/\n3 photos\nIn Spanish$/)
    // the homeowner is sent none of them
    expect(emails().find((e) => e.to[0] === 'dana@example.com').attachments).toBeUndefined()
    const lead = JSON.parse(calls.find((c) => c.url.endsWith('/hook'))!.body) as { fields: Record<string, { url: string }> }
    expect(lead.fields.photo_3!.url).toBe('http://127.0.0.1:4/files/photo-1.jpg')
    // three of 3 MB: two fit in the e-mail's 7 MB, the third is its link in the e-mail's lines
    const large = wired({ ...quote, photo_1: photo(1, 3), photo_2: photo(2, 3), photo_3: photo(3, 3) }, { now })
    await large.report()
    const big = large.emails().find((e) => e.to[0] === 'office@example.com')
    expect(big.attachments).toHaveLength(2)
    expect(big.text).toContain('photo_3: damage-3.jpg <http://127.0.0.1:4/files/photo-3.jpg>')
    expect(large.texts().find((t) => t.To === '+19195550147')!.Body).toContain('\n3 photos\n')
  })
})

describe("the office's alerts", () => {
  it('have their own daily limit, apart from the homeowner’s, counted in Raleigh’s day, and the office is told once when one is reached', async () => {
    // 11 pm in Raleigh on the 27th is the 28th in UTC: the same office day
    const clock = { at: Date.parse('2026-11-27T23:30:00-05:00') }
    const store = memoryStore(() => clock.at)
    const limits = { ALERTS_DAILY_LIMIT: '2', CONFIRMATIONS_DAILY_LIMIT: '5' }
    const runs = []
    for (let n = 0; n < 4; n++) {
      if (n === 2) clock.at = Date.parse('2026-11-28T00:30:00Z') // 7:30 pm on the 27th in Raleigh
      runs.push(
        await reportNew({ ...quote, email: `p${n}@example.com`, phone: `919-555-02${n}0`, ip: `198.51.100.${n}` }, store, {
          now: () => clock.at,
          own: limits,
        }),
      )
    }
    expect(runs.map((r) => r.outcomes['office-text'])).toEqual(['sent', 'sent', 'daily limit', 'daily limit'])
    expect(runs.map((r) => r.outcomes['homeowner-text'])).toEqual(['sent', 'sent', 'sent', 'sent'])
    const notices = runs.flatMap((r) => r.one.texts().filter((t) => t.To === '+19195550147' && /used up/.test(t.Body ?? '')))
    expect(notices.map((t) => t.Body)).toEqual([
      "Website: today's 2 texts to the office about requests are used up (ALERTS_DAILY_LIMIT). None more go until midnight, Raleigh time. Every request is still in Netlify's Forms tab.",
    ])
    // the next day in Raleigh counts anew
    clock.at = Date.parse('2026-11-28T05:30:00Z')
    expect((await reportNew({ ...quote, ip: '198.51.100.9' }, store, { now: () => clock.at, own: limits })).outcomes['office-text']).toBe(
      'sent',
    )
  })

  it('use a hidden field only when it is what the page sends, carry no link a visitor typed, and stay within two segments', async () => {
    const { report, texts, emails } = wired({
      ...quote,
      name: 'Visit evil.example/r or https://x.example/a now',
      address: '1 Main St, www.evil.example',
      service: 'Not sure',
      message: '',
      language: 'en',
      measured: 'yes',
      roof_squares: '33.2 sq, see https://evil.example/' + 'x'.repeat(300),
      roof_pitch: '6/12',
      roof_tier: 'architectural',
      storm_place: 'Cary http://evil.example',
      storm_hail_in: '1.75',
    })
    await report()
    const office = texts().find((t) => t.To === '+19195550147')!.Body!
    expect(office).not.toMatch(/evil|x\.example|https?:|www\./)
    expect(office).toContain('[link]')
    expect(office).not.toContain('33.2')
    expect(smsSegments(office).segments).toBeLessThanOrEqual(2)
    const email = emails().find((e) => e.to[0] === 'office@example.com')
    expect(email.text).toContain('Left out, not what the page sends: roof_squares, storm_place')
    expect(email.text).toContain('storm_hail_in: 1.75')
    expect(email.text).not.toMatch(/^roof_squares:|^storm_place:/m)
    // every line at its longest, in another script: cut to two segments of UCS-2
    const long = wired({
      ...quote,
      name: '山田'.repeat(20),
      service: '屋根'.repeat(20),
      message: '',
      phone: '電話'.repeat(20),
      address: `1, ${'東京'.repeat(20)}`,
      measured: 'yes',
      roof_squares: '33.2',
      roof_pitch: '6/12',
      roof_tier: 'architectural',
    })
    await long.report()
    const clipped = long.texts().find((t) => t.To === '+19195550147')!.Body!
    expect(clipped).toMatch(/\.\.\.$/)
    expect(smsSegments(clipped)).toMatchObject({ encoding: 'UCS-2', segments: 2 })
  })
})
