/** @jest-environment node */
// The submission-created function (src/lib/leads/forward.ts, netlify/functions/submission-created.mts)
// against a local stand-in for the owner's webhook: retried after a 5xx or silence, delivered once,
// signed so the receiver can check it.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLeadForwarder, type Lead, type LeadSettings } from '../../src/lib/leads/forward'
import { leadPriority } from '../../src/lib/leads/priority'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signBody, verifySignature } from '../../src/lib/leads/sign'

const SECRET = 'a-test-secret-not-a-real-one'

type Received = { body: string; headers: http.IncomingHttpHeaders }

/** The owner's webhook: answers each request with the next of `plan` (a status, or 'hang'), then 200. */
async function webhook(plan: Array<number | 'hang'> = []) {
  const received: Received[] = []
  const deliveries = new Set<string>()
  const hanging: http.ServerResponse[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers })
      const next = plan.shift() ?? 200
      if (next === 'hang') return void hanging.push(res)
      // what a receiver does with the idempotency key: one delivery per key
      if (next === 200) deliveries.add(String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]))
      res.writeHead(next).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`
  const close = () =>
    new Promise<void>((resolve) => {
      hanging.forEach((res) => res.destroy())
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { url, received, deliveries, close }
}

const event = (data: Record<string, string>, id = 'netlify-sub-1') =>
  new Request('http://localhost/.netlify/functions/submission-created', {
    method: 'POST',
    body: JSON.stringify({
      payload: { id, number: 12, form_name: 'quote', created_at: '2026-11-27T14:03:00.000Z', data, site_url: 'https://example.com' },
      site: { id: 'site' },
    }),
  })

const lead = {
  name: 'Dana Homeowner',
  email: 'dana@example.com',
  phone: '(919) 555-0147',
  address: '120 Oak Park Dr, Cary',
  service: 'Roof Repair',
  message: 'Water is coming in through the kitchen ceiling',
  'submission-id': 'form-id-1',
  'bot-field': '',
  roof_squares: '33.2',
  measured: 'yes',
}

function forwarder(settings: LeadSettings, budgetMs = 4_000) {
  const lines: string[] = []
  const forward = createLeadForwarder({
    settings: () => settings,
    budgetMs,
    attemptMs: 300,
    backoffMs: [20, 50],
    log: (line) => lines.push(line),
  })
  return { forward, lines }
}

describe('priority', () => {
  it('puts a leak first, then storm damage, in English or Spanish, from the message or the service', () => {
    expect(leadPriority({ message: 'The roof is leaking over the garage' })).toBe('leak')
    expect(leadPriority({ message: 'Hay una gotera en la sala' })).toBe('leak')
    expect(leadPriority({ service: 'Storm Damage Repair', message: 'shingles gone' })).toBe('storm')
    expect(leadPriority({ message: 'Daños por la tormenta de anoche' })).toBe('storm')
    expect(leadPriority({ service: 'Storm Damage Repair', message: 'and now it leaks' })).toBe('leak')
    expect(leadPriority({ service: 'Roof Inspection', message: 'Selling the house' })).toBe('other')
    expect(leadPriority({})).toBe('other')
  })
})

describe('submission-created', () => {
  it('sends every field, the priority and the id as signed JSON; a 5xx then a 200 is one delivery', async () => {
    const hook = await webhook([503])
    const { forward } = forwarder({ url: hook.url, secret: SECRET })
    const response = await forward(event(lead))
    expect(response.status).toBe(200)
    expect(hook.received).toHaveLength(2)
    expect(hook.deliveries).toEqual(new Set(['form-id-1']))
    const [first, second] = hook.received
    expect(second!.body).toBe(first!.body) // the same body, so the same signature, on every try
    const sent = JSON.parse(second!.body) as Lead
    const { 'bot-field': _trap, ...fields } = lead
    expect(sent).toEqual({
      event: 'lead',
      form: 'quote',
      submission_id: 'form-id-1',
      netlify_id: 'netlify-sub-1',
      created_at: '2026-11-27T14:03:00.000Z',
      priority: 'leak',
      fields,
    })
    // what a receiver does with the snippet in docs/settings.md
    const signature = second!.headers[SIGNATURE_HEADER.toLowerCase()] as string
    expect(verifySignature(SECRET, second!.body, signature)).toBe(true)
    expect(verifySignature('another-secret', second!.body, signature)).toBe(false)
    expect(verifySignature(SECRET, second!.body.replace('Dana', 'Mallory'), signature)).toBe(false)
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    await hook.close()
  })

  it('tries again when the webhook does not answer', async () => {
    const hook = await webhook(['hang'])
    const { forward } = forwarder({ url: hook.url, secret: SECRET }, 5_000)
    const response = await forward(event(lead))
    expect(response.status).toBe(200)
    expect(hook.received).toHaveLength(2)
    expect(hook.deliveries.size).toBe(1)
    await hook.close()
  })

  it('delivers the same submission once, even reported twice (and by two outbox tries with one submission-id)', async () => {
    const hook = await webhook()
    const { forward } = forwarder({ url: hook.url, secret: SECRET })
    await Promise.all([forward(event(lead, 'netlify-sub-1')), forward(event(lead, 'netlify-sub-1'))])
    await forward(event(lead, 'netlify-sub-2'))
    expect(hook.received).toHaveLength(1)
    expect(hook.received[0]!.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBe('form-id-1')
    await hook.close()
  })

  it('gives up within its time, and does not retry a refusal', async () => {
    const down = await webhook([500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500])
    const started = Date.now()
    const { forward, lines } = forwarder({ url: down.url, secret: SECRET }, 400)
    expect((await forward(event(lead))).status).toBe(502)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(lines.at(-1)).toBe('leads: not delivered within the time')
    await down.close()
    const refusing = await webhook([401])
    const second = forwarder({ url: refusing.url, secret: SECRET })
    expect((await second.forward(event(lead))).status).toBe(502)
    expect(refusing.received).toHaveLength(1)
    await refusing.close()
  })

  it('forwards nothing that filled the bots’ trap', async () => {
    const hook = await webhook()
    const { forward } = forwarder({ url: hook.url, secret: SECRET })
    await forward(event({ ...lead, 'bot-field': 'http://spam.example' }))
    expect(hook.received).toHaveLength(0)
    await hook.close()
  })

  it('does nothing without its settings, and says so in the log (never a value)', async () => {
    for (const settings of [{}, { url: 'https://hooks.example.com/x' }, { secret: SECRET }]) {
      const { forward, lines } = forwarder(settings)
      const response = await forward(event(lead))
      await expect(response.json()).resolves.toEqual({ forwarded: false, why: 'not configured' })
      expect(lines.join('\n')).toMatch(/LEADS_WEBHOOK_(URL|SECRET) is not set/)
    }
    const plain = forwarder({ url: 'http://hooks.example.com/x', secret: SECRET })
    await plain.forward(event(lead))
    expect(plain.lines.join('\n')).toMatch(/not an https:\/\/ address/)
  })

  it('refuses what is not a form submission event, and logs no field, URL or secret', async () => {
    const hook = await webhook()
    const { forward, lines } = forwarder({ url: hook.url, secret: SECRET })
    for (const body of ['', 'not json', '{}', JSON.stringify({ payload: { form_name: 'quote', data: [] } }), 'x'.repeat(600_000)]) {
      const response = await forward(new Request('http://localhost/', { method: 'POST', body }))
      expect(response.status).toBe(400)
    }
    expect((await forward(new Request('http://localhost/'))).status).toBe(405)
    await forward(event(lead))
    expect(lines.join('\n')).not.toMatch(/Dana|dana@|555|Oak Park|kitchen|127\.0\.0\.1|a-test-secret/)
    expect(hook.received).toHaveLength(1)
    await hook.close()
  })

  it('signs with HMAC-SHA256 of the exact body', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac key
    expect(signBody('key', '{"a":1}')).toBe('sha256=88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342')
  })
})
