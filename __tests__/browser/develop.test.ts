// `npm run develop` as a developer or marketer uses it: pages render with no page error, and an edit
// to a content file shows on the open page without a reload. It runs on a copy of the project (its
// own .cache and public/), so the built site the other browser tests serve is left alone.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, rootDir } from './support/site'

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
]
const READY_WITHIN_MS = 480_000

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
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NODE_ENV: 'development' },
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

/** A tab on the development server, with every other host blocked and its page errors kept. */
async function openTab(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const local = new URL(url).host
  await context.route('**/*', (route) => (new URL(route.request().url()).host === local ? route.continue() : route.abort()))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url + pathname)
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
    await page.waitForTimeout(1000) // any error of the start-up has been thrown by now
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
    const script = /<script src="(\/admin\/[^"]+\.js)">/.exec(page)?.[1]
    await expect(fetch(url + script).then((response) => response.status)).resolves.toBe(200)
  })
})
