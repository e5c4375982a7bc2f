/** @jest-environment node */
// The channels of a lead (src/lib/leads/alerts.ts, through the function's handler): what Twilio and
// Resend are asked, consent (no text without it), each channel missing or failing without stopping
// the others, once per submission, the day's limits, the test origins refused elsewhere, and a log
// of outcomes and ids only. Twilio, Resend and Netlify's API are a stand-in fetch: nothing leaves.
import { createLeadForwarder, type LeadSettings } from '../../src/lib/leads/forward'
import { memoryStore } from '../../src/lib/server/store'
import { leadContent } from '../support/lead-content'

const NETLIFY_ID = '6745a1b2c3d4e5f6a7b8c9d0'
const FORM_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'
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
}
const settings: LeadSettings = {
  apiToken: 'nfp_test',
  apiOrigin: 'http://127.0.0.1:1/',
  twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
  twilioAuthToken: 'twilio-token-test',
  twilioFrom: '+19195550100',
  officeSmsTo: '+19195550147',
  twilioOrigin: 'http://127.0.0.1:2/',
  resendApiKey: 're_test_key',
  fromEmail: 'Harlan Family Roofing <leads@example.com>',
  officeEmailTo: 'office@example.com',
  resendOrigin: 'http://127.0.0.1:3/',
}

type Call = { url: string; headers: Headers; body: string }

/** A function wired to stand-ins: Netlify's API holds `data` as form `form`; Twilio and Resend answer `answer(url)`. */
function wired(
  data: Record<string, unknown> = quote,
  { form = 'quote', own = {} as LeadSettings, answer = (_url: string): number => 200, store = memoryStore() } = {},
) {
  const calls: Call[] = []
  const lines: string[] = []
  const fetchImpl = async (url: string, init: RequestInit = {}) => {
    if (url.includes('/api/v1/submissions/')) return Response.json({ id: NETLIFY_ID, form_name: form, created_at: null, data })
    if (url.endsWith('/resume.pdf')) return new Response(Buffer.from('%PDF-1.4 resume'))
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
  return { report, calls, lines, texts, emails }
}

describe("a request's channels", () => {
  it('texts and e-mails the office and the homeowner, in the language of the form', async () => {
    const { report, calls, texts, emails, lines } = wired()
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
      `Basic ${Buffer.from(`${settings.twilioAccountSid}:twilio-token-test`).toString('base64')}`,
    )
    const [office, homeowner] = [texts().find((t) => t.To === '+19195550147')!, texts().find((t) => t.To === '+19195550188')!]
    expect(office).toMatchObject({
      From: '+19195550100',
      Body: expect.stringMatching(/^LEAK\nDana Homeowner\n\+19195550188\nCary\nIn Spanish$/),
    })
    expect(homeowner.Body).toMatch(/^Harlan Family Roofing: recibimos su solicitud .* PARAR .* AYUDA/)
    const [toOffice, toHomeowner] = [
      emails().find((e) => e.to[0] === 'office@example.com'),
      emails().find((e) => e.to[0] === 'dana@example.com'),
    ]
    expect(toOffice).toMatchObject({
      from: settings.fromEmail,
      reply_to: 'dana@example.com',
      subject: 'LEAK: quote request from Dana Homeowner (Cary)',
      key: `${FORM_ID}/office-email`,
    })
    expect(toOffice.text).toContain('message: Water is coming in through the kitchen ceiling')
    expect(toHomeowner).toMatchObject({
      subject: 'Harlan Family Roofing: recibimos su solicitud de estimado',
      key: `${FORM_ID}/homeowner-email`,
    })
    expect(toHomeowner.reply_to).toBeUndefined()
    // outcomes and ids only
    expect(lines).toContain(`leads office-text: sent for submission ${FORM_ID} (SM1)`)
    expect(lines.join('\n')).not.toMatch(/Dana|dana@|555|Oak Park|kitchen|twilio-token|re_test|nfp_/)
  })

  it('sends no text to a visitor who did not agree to texts, nor a MessagingServiceSid as a number', async () => {
    const { report, texts } = wired({ ...quote, sms_consent: 'no' }, { own: { twilioFrom: 'MG0123456789abcdef0123456789abcdef' } })
    expect((await report()).outcomes['homeowner-text']).toBe('not for this request')
    expect(texts()).toEqual([expect.objectContaining({ To: '+19195550147', MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef' })])
    expect(texts()[0]!.From).toBeUndefined()
  })

  it('goes on without a channel that has no settings, and says so once', async () => {
    const { report, emails, lines } = wired(quote, { own: { twilioAuthToken: undefined } })
    for (let i = 0; i < 2; i++) {
      const answer = await report()
      expect(answer.outcomes).toMatchObject({ 'office-text': 'not configured', 'homeowner-text': 'not configured' })
    }
    expect(emails()).toHaveLength(2)
    expect(lines.filter((l) => /TWILIO_AUTH_TOKEN is not set/.test(l))).toEqual([
      'leads office-text: TWILIO_AUTH_TOKEN is not set: not configured',
      'leads homeowner-text: TWILIO_AUTH_TOKEN is not set: not configured',
    ])
    const noEmail = wired(quote, { own: { resendApiKey: undefined } })
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

  it("keeps to the day's limit of each channel and of each recipient", async () => {
    const store = memoryStore()
    const limited = wired(quote, { store, own: { dailyLimit: '1' } })
    await limited.report()
    const other = wired({ ...quote, 'submission-id': '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }, { store, own: { dailyLimit: '1' } })
    expect(Object.values((await other.report()).outcomes).filter((o) => o === 'daily limit')).toHaveLength(4)
    // one person's address in many requests: three confirmations a day
    const shared = memoryStore()
    const outcomes: string[] = []
    for (let n = 0; n < 4; n++) {
      const one = wired({ ...quote, 'submission-id': `${n}b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed` }, { store: shared })
      outcomes.push((await one.report()).outcomes['homeowner-email']!)
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'daily limit'])
  })

  it('calls Twilio and Resend at their own hosts when a test origin is not on this machine', async () => {
    const { report, calls, lines } = wired(quote, {
      own: { twilioOrigin: 'https://twilio.evil.example/', resendOrigin: 'http://10.0.0.8/' },
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
    const small = wired(application, { form: 'application', own: { hiringEmailTo: 'jobs@example.com' } })
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
