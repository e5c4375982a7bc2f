/** @jest-environment node */
// The four functions as Netlify runs them: built by Netlify's own bundler (@netlify/zip-it-and-ship-it,
// which Netlify's build runs on netlify/functions), each bundle loaded in a process of its own with
// its settings in the environment, and called: a good answer, a bad one, no settings. What Netlify
// reads from `config` without running the code (the paths, the rate limits) is read here the same way.
// Google, the storm archive, Netlify's API and the owner's webhook are stand-ins on this machine.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { Webhook } from 'standardwebhooks'
import { ADDRESSES, startGoogleStandIn, TEST_KEY } from '../support/google-standin'

jest.setTimeout(60_000)

const run = promisify(execFile)
const SCRIPT = path.join(__dirname, '..', 'support', 'netlify-bundle.mjs')
const SECRET = 'whsec_dGVzdC1zZWNyZXQtZm9yLXRoZS1sZWFkcy13ZWJob29r'
const TOKEN = 'nfp_test-token-not-a-real-one'
const SUBMISSION = '6745a1b2c3d4e5f6a7b8c9d0'

type Built = {
  name: string
  bundle: string
  runtimeAPIVersion: number
  routes: Array<{ literal: string }>
  trafficRules: unknown
  schedule: string | null
}
type Answer = { status: number; headers: Record<string, string>; body: string }

/** A recorded answer with a 1.75" hail report near Cary an hour ago (the demo storm, moved to now). */
const stormNow = () => {
  const answer = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'src', 'lib', 'storms', 'demo-storm.json'), 'utf8'))
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z')
  for (const feature of answer.features) feature.properties.valid = hourAgo
  return answer
}

/** The script's last line, as JSON (the function's own log lines come before it). */
const lastLine = (stdout: string): unknown => JSON.parse(stdout.trim().split('\n').at(-1)!)

/** A stand-in on 127.0.0.1 answering with `answer`; the requests it had. */
async function standIn(answer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const received: Array<{ url: string; headers: http.IncomingHttpHeaders; body: string }> = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body })
      answer(req, body, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let out: string
let built: Built[]
let google: Awaited<ReturnType<typeof startGoogleStandIn>>
let archive: Awaited<ReturnType<typeof standIn>>
let netlifyApi: Awaited<ReturnType<typeof standIn>>
let hook: Awaited<ReturnType<typeof standIn>>

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'netlify-functions-'))
  built = lastLine((await run(process.execPath, [SCRIPT, 'build', out])).stdout) as Built[]
  google = await startGoogleStandIn()
  const reports = readFileSync(path.join(__dirname, '..', 'fixtures', 'storms', 'lsr-triangle.geojson'))
  archive = await standIn((_req, _body, res) => res.writeHead(200, { 'content-type': 'application/geo+json' }).end(reports))
  netlifyApi = await standIn((req, _body, res) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end()
    const form = { id: '5f0c1e2d3b4a596877665544', name: 'quote' }
    if (req.url === '/api/v1/sites/site-1/forms')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([form]))
    if (req.url !== `/api/v1/submissions/${SUBMISSION}`) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{}')
    const data = { name: 'Dana Homeowner', message: 'A leak over the kitchen', 'submission-id': '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }
    const created_at = new Date().toISOString()
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: SUBMISSION, form_id: form.id, form_name: form.name, created_at, data }))
  })
  hook = await standIn((_req, _body, res) => res.writeHead(204).end())
})

afterAll(async () => {
  await Promise.all([google?.close(), archive?.close(), netlifyApi?.close(), hook?.close()])
  if (out) rmSync(out, { recursive: true, force: true })
})

/** Calls the bundle of function `name` with the request, its process's environment holding `settings` only. */
async function call(
  name: string,
  request: { url: string; method?: string; headers?: Record<string, string>; body?: string },
  settings = {},
) {
  const bundle = built.find((fn) => fn.name === name)!.bundle
  const { stdout } = await run(process.execPath, [SCRIPT, 'call', bundle, JSON.stringify(request)], {
    env: { PATH: process.env.PATH, ...settings },
  })
  const answer = lastLine(stdout) as Answer
  // every answer of every function: no sniffing, and a policy that lets nothing run
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  return { ...answer, json: JSON.parse(answer.body || 'null') as Record<string, unknown> }
}

describe('the functions built by Netlify’s bundler', () => {
  it('are the four, at their paths or on their schedule, with the rate limits Netlify applies before they run', () => {
    expect(built.map((fn) => [fn.name, fn.runtimeAPIVersion, fn.routes.map((r) => r.literal), fn.schedule])).toEqual([
      ['roof', 2, ['/api/roof'], null],
      ['storm-watch', 2, [], '@hourly'],
      ['storms', 2, ['/api/storms'], null],
      ['submission-created', 2, [], null],
    ])
    const limit = (name: string) => built.find((fn) => fn.name === name)!.trafficRules
    expect(limit('roof')).toMatchObject({
      action: { type: 'rate_limit', config: { rateLimitConfig: { windowLimit: 20, windowSize: 60 } } },
    })
    expect(limit('storms')).toMatchObject({
      action: { type: 'rate_limit', config: { rateLimitConfig: { windowLimit: 30, windowSize: 60 } } },
    })
  })

  it('roof: measures with a key, refuses a bad address, says "not configured" without settings', async () => {
    const url = 'https://site.example/api/roof?address=120+oak+park+dr%2C+cary'
    const keyed = { GOOGLE_SOLAR_API_KEY: TEST_KEY, ROOF_GOOGLE_ORIGIN: google.origin }
    expect((await call('roof', { url }, keyed)).json).toMatchObject({ status: 'measured', town: 'cary', roof: { squares: 33.2 } })
    expect((await call('roof', { url: 'https://site.example/api/roof?address=x' }, keyed)).status).toBe(400)
    expect((await call('roof', { url, headers: { 'sec-fetch-site': 'cross-site' } }, keyed)).status).toBe(403)
    expect((await call('roof', { url }, {})).json).toMatchObject({ status: 'not-measured', reason: 'not-configured' })
  })

  it('storms: answers a town, locates an address with a key, refuses a place it does not know', async () => {
    const source = { STORMS_SOURCE_ORIGIN: archive.origin }
    const town = await call('storms', { url: 'https://site.example/api/storms?place=cary&radius=5' }, source)
    expect(town.json).toMatchObject({ status: 'ok', place: { kind: 'town', slug: 'cary' } })
    expect((town.json.reports as unknown[]).length).toBe(5)
    const address = `https://site.example/api/storms?${new URLSearchParams({ address: ADDRESSES.high.toLowerCase(), radius: '5' })}`
    const located = await call('storms', { url: address }, { ...source, GOOGLE_SOLAR_API_KEY: TEST_KEY, ROOF_GOOGLE_ORIGIN: google.origin })
    expect(located.json).toMatchObject({ status: 'ok', place: { kind: 'address', town: 'Cary' } })
    expect((await call('storms', { url: 'https://site.example/api/storms?place=paris&radius=5' }, source)).status).toBe(404)
  })

  it('storm-watch: starts one build for a storm near the towns; says "not configured" without its hook', async () => {
    const stormArchive = await standIn((_req, _body, res) =>
      res.writeHead(200, { 'content-type': 'application/geo+json' }).end(JSON.stringify(stormNow())),
    )
    const buildHook = await standIn((_req, _body, res) => res.writeHead(200).end('{}'))
    try {
      const settings = { STORMS_SOURCE_ORIGIN: stormArchive.origin, STORM_BUILD_HOOK_URL: `${buildHook.origin}build_hooks/test` }
      const watched = await call('storm-watch', { url: 'https://site.example/.netlify/functions/storm-watch' }, settings)
      expect(watched.json).toEqual({ watched: true, trigger: 'on', built: true, on: true })
      expect(stormArchive.received).toHaveLength(1)
      expect(buildHook.received.map((r) => new URL(r.url, buildHook.origin).pathname)).toEqual(['/build_hooks/test'])
      expect(new URL(buildHook.received[0]!.url, buildHook.origin).searchParams.get('trigger_title')).toMatch(
        /^Storm watch: storm mode on \(hail near cary on /,
      )
      const bare = await call('storm-watch', { url: 'https://site.example/.netlify/functions/storm-watch' }, {})
      expect(bare.json).toEqual({ watched: false, why: 'not configured' })
    } finally {
      await Promise.all([stormArchive.close(), buildHook.close()])
    }
  })

  it('submission-created: sends the submission Netlify holds, signed; nothing for a forged one; nothing without settings', async () => {
    const settings = {
      LEADS_WEBHOOK_URL: `${hook.origin}hooks/leads`,
      LEADS_WEBHOOK_SECRET: SECRET,
      NETLIFY_API_TOKEN: TOKEN,
      NETLIFY_API_ORIGIN: netlifyApi.origin,
      SITE_ID: 'site-1',
    }
    const event = (id: string) => ({
      url: 'https://site.example/.netlify/functions/submission-created',
      method: 'POST',
      body: JSON.stringify({ payload: { id, form_name: 'quote', data: { name: 'Fake', message: 'roof leak' } } }),
    })
    expect((await call('submission-created', event(SUBMISSION), settings)).json).toMatchObject({
      sent: true,
      outcomes: { webhook: 'sent', 'office-text': 'not configured', 'office-email': 'not configured' },
    })
    expect(hook.received).toHaveLength(1)
    const delivered = hook.received[0]!
    expect(new Webhook(SECRET).verify(delivered.body, delivered.headers as Record<string, string>)).toMatchObject({
      fields: { name: 'Dana Homeowner' },
      priority: 'leak',
    })
    const forged = await call('submission-created', event('6745a1b2c3d4e5f6a7b8ffff'), settings)
    expect([forged.status, forged.json]).toEqual([404, { sent: false, why: 'not a submission Netlify accepted' }])
    expect((await call('submission-created', event(SUBMISSION), {})).json).toEqual({ sent: false, why: 'not configured' })
    expect(hook.received).toHaveLength(1)
  })
})
