// `npm run develop` as a developer or marketer uses it: pages render with no page error, and an edit
// to a content file shows on the open page without a reload. It runs on a copy of the project (its
// own .cache and public/), so the built site the other browser tests serve is left alone. It has a
// Google Maps key, as a site on Netlify may, which Google refuses here (the built site has none).
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, hydrated, rootDir } from './support/site'

jest.setTimeout(600_000)

const COPIED = [
  'package.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'src',
  'data',
  'static',
  'types',
  'scripts',
  'plugins',
  'netlify',
]
const READY_WITHIN_MS = 480_000
const MAPS_KEY = 'test-key-google-refuses'
const MAPS_SCRIPT = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?/

let dir: string
let server: ChildProcess | undefined
let output = ''
let url: string
let browser: Browser

/** Waits until the development server answers its home page, or says why it never will. */
async function ready(base: string) {
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`gatsby develop stopped (exit ${server.exitCode}):\n${output.slice(-3000)}`)
    const answered = await fetch(base + '/')
      .then((response) => response.ok)
      .catch(() => false)
    if (answered && /You can now view/.test(output)) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`gatsby develop did not start within ${READY_WITHIN_MS / 1000} s:\n${output.slice(-3000)}`)
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'develop-'))
  for (const entry of COPIED)
    if (existsSync(path.join(rootDir, entry))) cpSync(path.join(rootDir, entry), path.join(dir, entry), { recursive: true })
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  server = spawn(path.join(rootDir, 'node_modules', '.bin', 'gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
      // As on a developer's machine: queries and images only for the pages asked for (Gatsby turns
      // this off in CI, where it ran every query and made all 168 images before the first page).
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true',
      NODE_ENV: 'development',
      GATSBY_GOOGLE_MAPS_API_KEY: MAPS_KEY,
      // the functions with no settings, whatever this machine's shell has
      GOOGLE_SOLAR_API_KEY: '',
      LEADS_WEBHOOK_URL: '',
      LEADS_WEBHOOK_SECRET: '',
    },
    detached: true,
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await ready(url)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  if (server?.pid && server.exitCode == null) process.kill(-server.pid, 'SIGTERM')
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/**
 * A tab on the development server, with every other host blocked and its page errors kept; with
 * `maps`, Google's Maps script is answered by a stand-in that does what Google does with a key it
 * refuses (billing off, wrong referrer): it calls the page's gm_authFailure.
 */
async function openTab(
  pathname: string,
  { maps = 'blocked' }: { maps?: 'blocked' | 'refusing' } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const local = new URL(url).host
  await context.route('**/*', (route) => {
    const requested = route.request().url()
    if (new URL(requested).host === local) return route.continue()
    if (maps === 'refusing' && MAPS_SCRIPT.test(requested))
      return route.fulfill({ contentType: 'text/javascript', body: 'window.gm_authFailure && window.gm_authFailure()' })
    return route.abort()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // The development server builds a page's code and data on its first request: on a loaded machine
  // that took longer than the 30 s Playwright waits for a load by default.
  await page.goto(url + pathname, { timeout: 180_000 })
  return { page, errors }
}

describe('npm run develop', () => {
  it.each([
    ['/', /Transform Your Home/],
    ['/cary/', /Cary/],
  ])('renders %s with its heading and no page error', async (pathname, heading) => {
    const { page, errors } = await openTab(pathname)
    await page.locator('h1').first().waitFor({ timeout: 60_000 })
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading)
    await expect(page.locator('header').count()).resolves.toBe(1)
    await hydrated(page) // start-up over: any error of it has been thrown
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows an edit of a content file on the open page, without a reload', async () => {
    const { page, errors } = await openTab('/cary/')
    await page.locator('h1').first().waitFor({ timeout: 60_000 })
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    const file = path.join(dir, 'data', 'towns', 'towns.en.json')
    const towns = JSON.parse(readFileSync(file, 'utf8')) as Array<{ slug: string; intro: string }>
    const edited = 'Edited while the development server runs.'
    writeFileSync(file, JSON.stringify(towns.map((t) => (t.slug === 'cary' ? { ...t, intro: edited } : t))))
    await page.getByText(edited).waitFor({ timeout: 120_000 })
    await expect(page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(['refusing', 'blocked'] as const)('shows the drawn map of the towns when the Maps script is %s, not a grey box', async (maps) => {
    const { page, errors } = await openTab('/contact/', { maps })
    const script = page.waitForRequest(MAPS_SCRIPT, { timeout: 120_000 })
    // the map's box, with the drawn map in it until Google's comes near the screen
    const googleMap = page.getByRole('region', { name: 'The towns we serve around Raleigh' })
    await googleMap.scrollIntoViewIfNeeded({ timeout: 120_000 })
    await script // Google's map has taken the drawn map's place and asked for its script
    await googleMap.waitFor({ state: 'detached' })
    await expect(page.locator('main figure svg').count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("runs the site's functions at Netlify's paths", async () => {
    const roof = await fetch(url + '/api/roof?address=120%20Oak%20Park%20Dr%2C%20Cary')
    expect(roof.status).toBe(200)
    await expect(roof.json()).resolves.toEqual({ status: 'not-measured', reason: 'not-configured', town: null, inServiceArea: null })
    const lead = await fetch(url + '/.netlify/functions/submission-created', {
      method: 'POST',
      body: JSON.stringify({ payload: { id: 'x', form_name: 'quote', data: { name: 'Dana' } } }),
    })
    // without NETLIFY_API_TOKEN no submission can be checked, so none is sent anywhere
    await expect(lead.json()).resolves.toEqual({ sent: false, why: 'not configured' })
  })

  it('serves the content editor at /admin/ (npm run cms adds its local server)', async () => {
    const deadline = Date.now() + 120_000
    let page = ''
    while (!page.includes('<title>Content editor') && Date.now() < deadline) {
      page = await fetch(url + '/admin/')
        .then((response) => (response.ok ? response.text() : ''))
        .catch(() => '')
      if (!page.includes('<title>Content editor')) await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(page).toMatch(/<title>Content editor · .+<\/title>/)
    // the editor's code and Decap's release, in its folder
    const scripts = [...page.matchAll(/<script[^>]*\ssrc="(\/admin\/[^"]+\.js)"/g)].map((m) => m[1]!)
    expect(scripts).toEqual([
      expect.stringMatching(/^\/admin\/editor\.js$/),
      expect.stringMatching(/^\/admin\/decap-cms-[\d.]+\/decap-cms\.js$/),
    ])
    for (const script of scripts) await expect(fetch(url + script).then((response) => response.status)).resolves.toBe(200)
    // the route serves the editor's folder only
    await expect(fetch(url + '/admin/..%2F..%2Fpackage.json').then((response) => response.status)).resolves.not.toBe(200)
  })
})
