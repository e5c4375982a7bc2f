/** @jest-environment node */
// The submission-created function (src/lib/leads/forward.ts, netlify/functions/submission-created.mts)
// against local stand-ins for Netlify's API and the owner's webhook: only a submission Netlify holds
// is forwarded, and its copy, not the request's body; signed the Standard Webhooks way (checked here
// with the library a receiver uses); retried after a 5xx or silence, never after an error of its own
// or a redirect; delivered once.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { createLeadForwarder, type Lead, type LeadSettings } from '../../src/lib/leads/forward'
import { memoryStore } from '../../src/lib/server/store'
import { leadContent } from '../support/lead-content'
import { leadPriority } from '../../src/lib/leads/priority'
import { leadSigner } from '../../src/lib/leads/sign'

// `whsec_` and the base64 of 32 bytes, as docs/settings.md makes one
const SECRET = 'whsec_dGVzdC1zZWNyZXQtZm9yLXRoZS1sZWFkcy13ZWJob29r'
const TOKEN = 'nfp_test-token-not-a-real-one'

type Received = { body: string; headers: http.IncomingHttpHeaders; path: string }

/** A local HTTP server answering each request with `answer`; what it received, its URL, and a way to stop it. */
async function server(answer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const received: Received[] = []
  const open = new Set<http.ServerResponse>()
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ body, headers: req.headers, path: req.url ?? '' })
      open.add(res)
      res.on('finish', () => open.delete(res))
      answer(req, body, res)
    })
  })
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      open.forEach((res) => res.destroy())
      srv.closeAllConnections()
      srv.close(() => resolve())
    })
  return { origin, received, close }
}

/** The owner's webhook: answers each request with the next of `plan` (a status, 'hang', or a redirect), then 200. */
async function webhook(plan: Array<number | 'hang' | { redirect: string }> = []) {
  const deliveries = new Set<string>()
  const hook = await server((req, _body, res) => {
    const next = plan.shift() ?? 200
    if (next === 'hang') return
    if (typeof next === 'object') return void res.writeHead(307, { location: next.redirect }).end()
    // what a receiver does with the webhook-id: one delivery per id
    if (next === 200) deliveries.add(String(req.headers['webhook-id']))
    res.writeHead(next).end()
  })
  return { ...hook, url: `${hook.origin}/hooks/leads`, deliveries }
}

const lead = {
  name: 'Dana Homeowner',
  email: 'dana@example.com',
  phone: '(919) 555-0147',
  address: '120 Oak Park Dr, Cary',
  service: 'Roof Repair',
  message: 'Water is coming in through the kitchen ceiling',
  'submission-id': '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  'bot-field': '',
  roof_squares: '33.2',
  measured: 'yes',
  ip: '203.0.113.7',
}

/** This site's id, and the id Netlify gave its quote form. */
const SITE = { SITE_ID: 'site-1' } as const
const QUOTE_FORM_ID = '5f0c1e2d3b4a596877665544'
/** A made-a-moment-ago time: a submission older than an hour is a replay. */
const justNow = () => new Date(Date.now() - 2_000).toISOString()

/** Netlify's copy of a submission, as its API gives it. */
const submission = (id: string, data: Record<string, string> = lead, own: Record<string, string> = {}) => ({
  id,
  number: 12,
  form_id: QUOTE_FORM_ID,
  form_name: 'quote',
  created_at: justNow(),
  site_url: 'https://example.com',
  data,
  ...own,
})

const NETLIFY_ID = '6745a1b2c3d4e5f6a7b8c9d0'

/** Netlify's API: the submissions it holds by id and the site's forms, for the bearer of TOKEN only. */
async function netlifyApi(held: Array<ReturnType<typeof submission>> = [submission(NETLIFY_ID)], status?: number) {
  return server((req, _body, res) => {
    const id = /^\/api\/v1\/submissions\/([^/?]+)$/.exec(req.url ?? '')?.[1]
    const found = held.find((s) => s.id === id)
    if (status) return void res.writeHead(status).end()
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{}')
    if (req.url === `/api/v1/sites/${SITE.SITE_ID}/forms`)
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ id: QUOTE_FORM_ID, site_id: SITE.SITE_ID, name: 'quote' }]))
    if (!found) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"Not Found"}')
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
  })
}

/** The event Netlify sends (or anyone could send to the function's URL): only `payload.id` is read. */
const event = (id: string, data: Record<string, string> = lead) =>
  new Request('http://localhost/.netlify/functions/submission-created', {
    method: 'POST',
    body: JSON.stringify({ payload: { ...submission(id, data) }, site: { id: 'site' } }),
  })

function forwarder(settings: LeadSettings, budgetMs = 4_000, store = memoryStore()) {
  const lines: string[] = []
  const forward = createLeadForwarder({
    settings: () => settings,
    content: leadContent,
    store,
    budgetMs,
    attemptMs: 300,
    backoffMs: [20, 50],
    log: (line) => lines.push(line),
  })
  return { forward, lines }
}

/** Both stand-ins and a forwarder set up with them. */
async function setup(
  plan?: Parameters<typeof webhook>[0],
  held?: Parameters<typeof netlifyApi>[0],
  budgetMs?: number,
  store = memoryStore(),
) {
  const hook = await webhook(plan)
  const api = await netlifyApi(held)
  const { forward, lines } = forwarder(
    { ...SITE, LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET, NETLIFY_API_TOKEN: TOKEN, NETLIFY_API_ORIGIN: `${api.origin}/` },
    budgetMs,
    store,
  )
  return { hook, api, forward, lines, close: () => Promise.all([hook.close(), api.close()]) }
}

describe('priority', () => {
  it('puts a leak first, then storm damage, in English or Spanish, from the message or the service', () => {
    expect(leadPriority({ message: 'The roof is leaking over the garage' })).toBe('leak')
    expect(leadPriority({ message: 'Hay una gotera en la sala' })).toBe('leak')
    // the verbs most Spanish speakers use (issue 54)
    for (const message of [
      'Se gotea el techo',
      'el techo gotea en la cocina',
      'empezó a gotear anoche',
      'se mete el agua por la chimenea',
      'entra agua por el techo',
    ])
      expect([message, leadPriority({ service: 'Roof Repair', message })]).toEqual([message, 'leak'])
    expect(leadPriority({ service: 'Storm Damage Repair', message: 'shingles gone' })).toBe('storm')
    expect(leadPriority({ message: 'Daños por la tormenta de anoche' })).toBe('storm')
    expect(leadPriority({ service: 'Storm Damage Repair', message: 'and now it leaks' })).toBe('leak')
    expect(leadPriority({ service: 'Roof Inspection', message: 'Selling the house' })).toBe('other')
    expect(leadPriority({})).toBe('other')
  })
})

describe('submission-created', () => {
  it("sends Netlify's copy of the submission with its priority, signed the Standard Webhooks way; a 5xx then a 200 is one delivery", async () => {
    const { hook, api, forward, close } = await setup([503])
    const response = await forward(event(NETLIFY_ID))
    expect(response.status).toBe(200)
    expect(api.received.map((r) => [r.path, r.headers.authorization])).toEqual([
      [`/api/v1/submissions/${NETLIFY_ID}`, `Bearer ${TOKEN}`],
      [`/api/v1/sites/${SITE.SITE_ID}/forms`, `Bearer ${TOKEN}`],
    ])
    expect(hook.received).toHaveLength(2)
    expect(hook.deliveries).toEqual(new Set([lead['submission-id']]))
    const [first, second] = hook.received
    const sent = JSON.parse(first!.body) as Lead
    expect(Date.now() - Date.parse(sent.created_at!)).toBeLessThan(60_000)
    expect(second!.body).toBe(first!.body) // the same body and webhook-id on every try
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
    const { 'bot-field': _trap, ...fields } = lead
    const expected: Lead = {
      event: 'lead',
      form: 'quote',
      submission_id: lead['submission-id'],
      netlify_id: NETLIFY_ID,
      created_at: sent.created_at,
      priority: 'leak',
      fields,
    }
    // what a receiver does: the library of its language, with the secret
    const headers = second!.headers as Record<string, string>
    expect(new Webhook(SECRET).verify(second!.body, headers)).toEqual(expected)
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    expect(() =>
      new Webhook('whsec_' + Buffer.from('another secret of 24 bytes!!').toString('base64')).verify(second!.body, headers),
    ).toThrow('No matching signature')
    expect(() => new Webhook(SECRET).verify(second!.body.replace('Dana', 'Mallory'), headers)).toThrow('No matching signature')
    // a delivery replayed later than five minutes is refused by the receiver's library
    jest.useFakeTimers({ now: Date.now() + 6 * 60_000 })
    try {
      expect(() => new Webhook(SECRET).verify(second!.body, headers)).toThrow('Message timestamp too old')
    } finally {
      jest.useRealTimers()
    }
    await close()
  })

  it('forwards nothing for a POST no submission of Netlify stands behind (the reproduction in issue 45)', async () => {
    const { hook, api, forward, lines, close } = await setup()
    // the exact request of the issue: an id of one letter is not an id at all, and Netlify is not even asked
    const forged = await forward(
      new Request('http://localhost/.netlify/functions/submission-created', {
        method: 'POST',
        body: '{"payload":{"form_name":"quote","id":"x","data":{"name":"Fake","message":"roof leak","submission-id":"any"}}}',
      }),
    )
    expect([forged.status, await forged.json()]).toEqual([400, { error: 'The submission has no id' }])
    expect(api.received).toEqual([])
    // an id of the right shape that Netlify does not hold
    const unknown = await forward(event('6745a1b2c3d4e5f6a7b8ffff', { name: 'Fake', message: 'roof leak' }))
    expect([unknown.status, await unknown.json()]).toEqual([404, { sent: false, why: 'not a submission Netlify accepted' }])
    expect(hook.received).toEqual([])
    expect(lines.at(-1)).toBe('leads: Netlify has no submission with that id: nothing is sent')
    // a real id with other fields: what goes on is Netlify's copy, never the request's
    await forward(event(NETLIFY_ID, { name: 'Mallory', message: 'call 555-0000 now', 'submission-id': 'chosen-by-the-sender' }))
    const sent = JSON.parse(hook.received[0]!.body) as Lead
    expect(sent.fields.name).toBe('Dana Homeowner')
    expect(hook.received[0]!.headers['webhook-id']).toBe(lead['submission-id'])
    await close()
  })

  it("sends on only this site's submissions, of its own forms, made within the last hour (a replayed or foreign id sends nothing)", async () => {
    const OTHER = '6745a1b2c3d4e5f6a7b8c9e'
    const held = [
      submission(`${OTHER}1`, lead, { form_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }),
      submission(`${OTHER}2`, lead, { site_id: 'another-site' }),
      submission(`${OTHER}3`, lead, { form_name: 'newsletter' }),
      submission(`${OTHER}4`, lead, { created_at: new Date(Date.now() - 61 * 60_000).toISOString() }),
      submission(`${OTHER}5`, lead, { created_at: 'yesterday' }),
      submission(`${OTHER}6`, lead, { created_at: new Date(Date.now() + 60 * 60_000).toISOString() }),
      submission(NETLIFY_ID),
    ]
    const { hook, forward, lines, close } = await setup([], held)
    const answers = []
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const response = await forward(event(`${OTHER}${n}`))
      answers.push([response.status, ((await response.json()) as { why: string }).why])
    }
    expect(answers).toEqual([
      [403, "not a submission of this site's"],
      [403, "not a submission of this site's"],
      [403, "not one of the site's forms"],
      [403, 'not made within the last hour'],
      [403, 'not made within the last hour'],
      [403, 'not made within the last hour'],
    ])
    expect(hook.received).toEqual([])
    expect(lines).toContain(`leads: submission ${OTHER}4 is not made within the last hour: nothing is sent`)
    expect((await forward(event(NETLIFY_ID))).status).toBe(200)
    expect(hook.received).toHaveLength(1)
    await close()
  })

  it("sends nothing without the site's id, and takes it from Netlify's context where SITE_ID is not set", async () => {
    const hook = await webhook()
    const api = await netlifyApi()
    const settings = {
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      NETLIFY_API_TOKEN: TOKEN,
      NETLIFY_API_ORIGIN: `${api.origin}/`,
    }
    const { forward, lines } = forwarder(settings)
    await expect((await forward(event(NETLIFY_ID))).json()).resolves.toEqual({ sent: false, why: 'not configured' })
    expect(lines).toContain(
      "leads: the site's id (SITE_ID) is not known: a submission cannot be checked as this site's, so nothing is sent",
    )
    expect((await forward(event(NETLIFY_ID), { site: { id: SITE.SITE_ID } })).status).toBe(200)
    expect(hook.received).toHaveLength(1)
    await Promise.all([hook.close(), api.close()])
  })

  it("uses Netlify's id when the form's is not one (a line break or other letters would break the header on every try)", async () => {
    for (const [formId, expected] of [
      ['abc\r\nX-Injected: 1', NETLIFY_ID],
      ['identificación-1234', NETLIFY_ID],
      ['short', NETLIFY_ID],
      [lead['submission-id'], lead['submission-id']],
    ] as const) {
      const { hook, forward, close } = await setup([], [submission(NETLIFY_ID, { ...lead, 'submission-id': formId })])
      const response = await forward(event(NETLIFY_ID))
      expect({ formId, status: response.status, tries: hook.received.length, id: hook.received[0]?.headers['webhook-id'] }).toEqual({
        formId,
        status: 200,
        tries: 1,
        id: expected,
      })
      expect(hook.received[0]!.headers['x-injected']).toBeUndefined()
      await close()
    }
  })

  it('tries again when the webhook does not answer', async () => {
    const { hook, forward, close } = await setup(['hang'], undefined, 5_000)
    const response = await forward(event(NETLIFY_ID))
    expect(response.status).toBe(200)
    expect(hook.received).toHaveLength(2)
    expect(hook.deliveries.size).toBe(1)
    await close()
  })

  it('does not try again after an error of its own, before any answer (a webhook URL holding a password)', async () => {
    const api = await netlifyApi()
    const { forward, lines } = forwarder({
      ...SITE,
      LEADS_WEBHOOK_URL: 'https://user:password@hooks.example.com/leads',
      LEADS_WEBHOOK_SECRET: SECRET,
      NETLIFY_API_TOKEN: TOKEN,
      NETLIFY_API_ORIGIN: `${api.origin}/`,
    })
    expect((await forward(event(NETLIFY_ID))).status).toBe(502)
    expect(lines.filter((line) => /try|could not be made/.test(line))).toEqual([
      'leads webhook: the request could not be made (check LEADS_WEBHOOK_URL): not retried',
    ])
    expect(lines.join('\n')).not.toMatch(/password|hooks\.example/)
    await api.close()
  })

  it('follows no redirect: the body and its signature never reach another address, and it is not tried again', async () => {
    const elsewhere = await webhook()
    const { hook, forward, lines, close } = await setup([{ redirect: `${elsewhere.origin}/collect` }])
    expect((await forward(event(NETLIFY_ID))).status).toBe(502)
    expect(hook.received).toHaveLength(1)
    expect(elsewhere.received).toEqual([])
    expect(lines).toContain('leads webhook: try 1 answered a redirect, not retried')
    await Promise.all([close(), elsewhere.close()])
  })

  it('delivers the same submission once, even reported twice (and by two outbox tries with one submission-id)', async () => {
    const { hook, forward, close } = await setup([], [submission(NETLIFY_ID), submission('6745a1b2c3d4e5f6a7b8c9d1')])
    await Promise.all([forward(event(NETLIFY_ID)), forward(event(NETLIFY_ID))])
    await forward(event('6745a1b2c3d4e5f6a7b8c9d1'))
    expect(hook.received).toHaveLength(1)
    expect(hook.received[0]!.headers['webhook-id']).toBe(lead['submission-id'])
    await close()
  })

  it("keeps what was sent in the functions' store: another instance with the same store sends nothing twice, and a failure is forgotten", async () => {
    const store = memoryStore()
    const first = await setup(Array(20).fill(503), undefined, 300, store)
    // every try failed: forgotten, so a later report of the submission tries again
    expect((await first.forward(event(NETLIFY_ID))).status).toBe(502)
    await first.close()
    const second = await setup([], undefined, undefined, store)
    await expect((await second.forward(event(NETLIFY_ID))).json()).resolves.toMatchObject({ outcomes: { webhook: 'sent' } })
    const third = await setup([], undefined, undefined, store)
    await expect((await third.forward(event(NETLIFY_ID))).json()).resolves.toMatchObject({ outcomes: { webhook: 'already sent' } })
    expect(third.hook.received).toEqual([])
    await Promise.all([second.close(), third.close()])
  })

  it('gives up within its time, and does not retry a refusal', async () => {
    // 20 failures waiting: a sender that kept trying past its time would take them all
    const down = await setup(Array(20).fill(500), undefined, 400)
    expect((await down.forward(event(NETLIFY_ID))).status).toBe(502)
    expect(down.hook.received.length).toBeLessThan(20)
    expect(down.lines.at(-1)).toBe('leads webhook: not delivered within the time')
    await down.close()
    const refusing = await setup([401])
    expect((await refusing.forward(event(NETLIFY_ID))).status).toBe(502)
    expect(refusing.hook.received).toHaveLength(1)
    await refusing.close()
  })

  it('forwards nothing that filled the bots’ trap (in the copy Netlify holds)', async () => {
    const { hook, forward, close } = await setup([], [submission(NETLIFY_ID, { ...lead, 'bot-field': 'http://spam.example' })])
    await expect((await forward(event(NETLIFY_ID))).json()).resolves.toEqual({ sent: false, why: 'honeypot' })
    expect(hook.received).toHaveLength(0)
    await close()
  })

  it('forwards nothing when Netlify’s API refuses the token or does not answer, and says which in the log', async () => {
    const hook = await webhook()
    for (const [api, apiToken, line] of [
      [await netlifyApi(), 'nfp_revoked', "leads: Netlify's API answered 401 (check NETLIFY_API_TOKEN): nothing is sent"],
      [await netlifyApi([], 503), TOKEN, "leads: Netlify's API answered 503: nothing is sent"],
    ] as const) {
      const { forward, lines } = forwarder({
        ...SITE,
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_WEBHOOK_SECRET: SECRET,
        NETLIFY_API_TOKEN: apiToken,
        NETLIFY_API_ORIGIN: `${api.origin}/`,
      })
      const response = await forward(event(NETLIFY_ID))
      expect(response.status).toBe(502)
      expect(lines.at(-1)).toBe(line)
      await api.close()
    }
    expect(hook.received).toEqual([])
    await hook.close()
  })

  it('does nothing without its settings, or with a secret that is not a Standard Webhooks one, and says so in the log (never a value)', async () => {
    const api = await netlifyApi()
    const complete = {
      ...SITE,
      LEADS_WEBHOOK_URL: 'https://hooks.example.com/x',
      LEADS_WEBHOOK_SECRET: SECRET,
      NETLIFY_API_TOKEN: TOKEN,
      NETLIFY_API_ORIGIN: `${api.origin}/`,
    }
    for (const [settings, said] of [
      [{}, /no channel is set/],
      [{ ...complete, NETLIFY_API_TOKEN: undefined }, /NETLIFY_API_TOKEN is not set/],
      [{ ...complete, LEADS_WEBHOOK_SECRET: undefined }, /LEADS_WEBHOOK_SECRET is not set/],
      [{ ...complete, LEADS_WEBHOOK_URL: 'http://hooks.example.com/x' }, /LEADS_WEBHOOK_URL as an https:\/\/ address is not set/],
      [
        { ...complete, LEADS_WEBHOOK_SECRET: 'a-long-random-string-but-not-whsec' },
        /not a Standard Webhooks secret|as a Standard Webhooks secret/,
      ],
      [{ ...complete, LEADS_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' }, /as a Standard Webhooks secret/],
    ] as const) {
      const { forward, lines } = forwarder(settings)
      const answer = (await (await forward(event(NETLIFY_ID))).json()) as { why?: string; outcomes?: Record<string, string> }
      expect(answer.why ?? answer.outcomes?.webhook).toBe('not configured')
      expect(lines.join('\n')).toMatch(said)
      expect(lines.join('\n')).not.toMatch(/dGVzdC1zZWNy|a-long-random|c2hvcnQ|nfp_|hooks\.example/)
    }
    expect(leadSigner(SECRET)).not.toBeNull()
    await api.close()
  })

  it('refuses what is not a form submission event, and logs no field, URL, token or secret', async () => {
    const { hook, forward, lines, close } = await setup()
    for (const body of ['', 'not json', '{}', JSON.stringify({ payload: [] }), 'x'.repeat(600_000)]) {
      const response = await forward(new Request('http://localhost/', { method: 'POST', body }))
      expect(response.status).toBe(400)
    }
    const get = await forward(new Request('http://localhost/'))
    expect(get.status).toBe(405)
    // an answer of a function: no sniffing, and nothing a browser would run
    expect(get.headers.get('x-content-type-options')).toBe('nosniff')
    expect(get.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    await forward(event(NETLIFY_ID))
    expect(lines.join('\n')).not.toMatch(/Dana|dana@|555|Oak Park|kitchen|127\.0\.0\.1|dGVzdC1zZWNy|nfp_/)
    expect(hook.received).toHaveLength(1)
    await close()
  })
})
