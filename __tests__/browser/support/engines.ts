// The three engines visitors use, behind one small interface, each over the built site served as
// Netlify serves it and with every other host blocked: Chromium (Playwright), Firefox ESR (Puppeteer
// over WebDriver BiDi) and WebKitGTK, Safari's engine (Selenium and WebKitWebDriver on an X display).
// Input goes through each driver's mouse, wheel and keyboard, never through page scripts.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page as PlaywrightPage } from 'playwright-core'
import puppeteer from 'puppeteer-core'
import { Builder, Key, type WebDriver } from 'selenium-webdriver'
import { startBlockingProxy } from './blocking-proxy'
import { ERROR_COLLECTOR, inPage, type InPageRequest } from './in-page'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, rootDir, type PostHandler } from './site'
import { stormSource } from './storms'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../../scripts/static-server.cjs') as {
  startServer: (options: Record<string, unknown>) => Promise<{ url: string; close: () => Promise<void> }>
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { selfSignedCertificate } = require('../../../scripts/tls.cjs') as { selfSignedCertificate: () => { key: Buffer; cert: Buffer } }

export type EngineName = 'chromium' | 'firefox' | 'webkit'
export type KeyName = 'Escape' | 'Tab' | 'Enter' | 'Space'

export interface Engine {
  name: EngineName
  /** the local site, e.g. http://127.0.0.1:4321 */
  url: string
  /** loads a path of the site and waits for React to take over the page */
  goto(path: string): Promise<void>
  /** runs the in-page measuring function (in-page.ts) */
  run<T>(request: InPageRequest): Promise<T>
  tap(x: number, y: number): Promise<void>
  /** a finger's swipe, as a wheel turn at (x, y): positive dy scrolls down */
  swipe(x: number, y: number, dy: number): Promise<void>
  type(text: string): Promise<void>
  press(key: KeyName): Promise<void>
  /** page errors and console errors since the page was loaded */
  errors(): Promise<string[]>
  /** hosts other than the local server the pages tried to reach (all blocked) */
  thirdParty: string[]
  close(): Promise<void>
}

export type ChromiumEngine = Engine & { page: PlaywrightPage }

export type LaunchOptions = {
  width: number
  height: number
  onPost?: PostHandler
  /** the site's function (/api/storms) and the stand-in for its source (support/storms.ts); recorded answers by default */
  storms?: ReturnType<typeof stormSource>
  /** the visitor asks for less motion: the carousels do not turn by themselves */
  reducedMotion?: boolean
}

const publicDir = path.join(rootDir, 'public')
const netlifyToml = path.join(rootDir, 'netlify.toml')
const ERRORS_PATH = '/__test-errors.js'

const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/lib/firefox-esr/firefox-esr'
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const INSTALL = 'run scripts/ensure-browsers.sh (apt-get install chromium firefox-esr webkit2gtk-driver xvfb openssl)'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The visitor has used the page (`firstUse`: a key that does nothing, Shift, with focus in no island) and
 * its root has armed its islands: the bundles start on a first use (src/lib/page-script/start-bundles.ts).
 */
async function waitHydrated(engine: Engine, firstUse: () => Promise<unknown>) {
  await firstUse()
  const deadline = Date.now() + 20_000
  for (;;) {
    const state = await engine.run<{ hydrated: boolean } | null>({ op: 'page' }).catch(() => null)
    if (state?.hydrated) return
    if (Date.now() > deadline) throw new Error(`${engine.name}: the page did not hydrate within 20 s`)
    await sleep(100)
  }
}

/** Starts `name` at width x height (the page's own viewport, without browser chrome). */
/**
 * Starts an engine for the tests of one describe block (beforeAll), closes it after them. If it
 * cannot start, the first test fails with the reason and each other test says only that it did not
 * run, instead of every test repeating the reason or timing out on an engine that is not there.
 */
export function engineForTests<E extends Engine>(what: string, start: () => Promise<E>, started: (engine: E) => void, timeout?: number) {
  let engine: E | undefined
  let failure: Error | undefined
  let told = false
  beforeAll(async () => {
    try {
      engine = await start()
      started(engine)
    } catch (error) {
      failure = error as Error
    }
  }, timeout)
  beforeEach(() => {
    if (!failure) return
    if (told) throw new Error(`not run: ${what} did not start (the reason is in this file's first failure)`)
    told = true
    throw failure
  })
  afterAll(() => engine?.close())
}

export async function launch(name: EngineName, options: LaunchOptions): Promise<Engine> {
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('public/ has no built site: run `npm run build` first')
  try {
    if (name === 'chromium') return await launchChromium(options)
    if (name === 'firefox') return await launchFirefox(options)
    return await launchWebKitWithRetries(options)
  } catch (error) {
    throw new Error(`${name} could not start: ${(error as Error).message}\nTo install the engines, ${INSTALL}.`)
  }
}

export async function launchChromium({
  width,
  height,
  onPost,
  storms = stormSource(),
  reducedMotion,
}: LaunchOptions): Promise<ChromiumEngine> {
  const server = await startServer({ root: publicDir, netlifyToml, onPost, functions: { quiet: true, standIns: storms.functions } })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' })
  const local = new URL(server.url).host
  const thirdParty: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.host === local || url.protocol === 'data:') return route.continue()
    thirdParty.push(url.host)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  let errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const engine: ChromiumEngine = {
    name: 'chromium',
    url: server.url,
    page,
    thirdParty,
    async goto(pathname) {
      errors = []
      await page.goto(server.url + pathname)
      await waitHydrated(engine, () => page.keyboard.press('Shift'))
    },
    run: (request) => page.evaluate(inPage, request) as never,
    tap: (x, y) => page.mouse.click(x, y),
    async swipe(x, y, dy) {
      await page.mouse.move(x, y)
      await page.mouse.wheel(0, dy)
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    errors: async () => errors,
    async close() {
      await browser.close()
      await server.close()
    },
  }
  return engine
}

async function launchFirefox({ width, height, onPost, storms = stormSource(), reducedMotion }: LaunchOptions): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`no Firefox at ${FIREFOX_PATH}`)
  const server = await startServer({
    root: publicDir,
    netlifyToml,
    onPost,
    functions: { quiet: true, standIns: storms.functions },
    headScript: { path: ERRORS_PATH, source: ERROR_COLLECTOR },
  })
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  })
  const page = await browser.newPage()
  await page.setViewport({ width, height })
  const local = new URL(server.url).host
  const thirdParty: string[] = []
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.host === local || url.protocol === 'data:') return void request.continue()
    thirdParty.push(url.host)
    return void request.abort()
  })
  const engine: Engine = {
    name: 'firefox',
    url: server.url,
    thirdParty,
    async goto(pathname) {
      await page.goto(server.url + pathname)
      await waitHydrated(engine, () => page.keyboard.press('Shift'))
    },
    run: (request) => page.evaluate(inPage, request) as never,
    tap: (x, y) => page.mouse.click(x, y),
    async swipe(x, y, dy) {
      await page.mouse.move(x, y)
      await page.mouse.wheel({ deltaY: dy })
    },
    type: (text) => page.keyboard.type(text),
    // (Puppeteer's name for the space bar is its character)
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    errors: async () => (await engine.run<{ errors: string[] }>({ op: 'page' })).errors,
    async close() {
      await browser.close()
      await server.close()
    },
  }
  return engine
}

/** An X display for MiniBrowser: the one the tests run under, or a private Xvfb. */
async function display(): Promise<{ value: string; stop: () => void }> {
  if (process.env.DISPLAY) return { value: process.env.DISPLAY, stop: () => undefined }
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', (error) => reject(new Error(`Xvfb did not start (${error.message})`)))
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(data.toString().trim()))
    setTimeout(() => reject(new Error('Xvfb gave no display within 10 s')), 10_000)
  })
  return { value: `:${number}`, stop: () => xvfb.kill() }
}

async function waitForPort(port: number, child: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(Boolean(socket.end())))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await sleep(100)
  }
  throw new Error('WebKitWebDriver did not listen within 10 s')
}

// MiniBrowser's toolbar keeps its window at least ~447 px wide; this stylesheet shrinks the
// browser's own chrome (not the page) so the page can be 375 px wide, as on a phone.
const GTK_CSS =
  'headerbar, toolbar, toolbar *, headerbar *, entry, button, label { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; } image { -gtk-icon-transform: scale(0.1); }'

// Selenium's wheel input (lib/input.js), which @types/selenium-webdriver does not declare yet.
type WheelActions = { scroll(x: number, y: number, deltaX: number, deltaY: number): { perform(): Promise<void> } }

// A start takes 1-4 s here even with every core busy. Under load, one start in five to ten never
// gets its session: MiniBrowser connects to its inspector, then exits, and WebKitWebDriver waits
// for it forever (docs/testing.md). Such a start is abandoned after 12 s and made again afresh.
const SESSION_TIMEOUT_MS = 12_000
const WEBKIT_STARTS = 4

async function launchWebKitWithRetries(options: LaunchOptions): Promise<Engine> {
  const failures: string[] = []
  for (let start = 1; ; start++) {
    try {
      return await launchWebKit(options)
    } catch (error) {
      failures.push((error as Error).message)
      if (start === WEBKIT_STARTS) throw new Error(`${WEBKIT_STARTS} starts failed: ${failures.join('; ')}`)
    }
  }
}

async function launchWebKit({ width, height, onPost, storms = stormSource(), reducedMotion }: LaunchOptions): Promise<Engine> {
  if (!existsSync(MINIBROWSER_PATH)) throw new Error(`no MiniBrowser at ${MINIBROWSER_PATH}`)
  // WebKit applies the CSP's upgrade-insecure-requests even to 127.0.0.1: serve over TLS.
  const server = await startServer({
    root: publicDir,
    netlifyToml,
    onPost,
    functions: { quiet: true, standIns: storms.functions },
    tls: selfSignedCertificate(),
    headScript: { path: ERRORS_PATH, source: ERROR_COLLECTOR },
  })
  const proxy = await startBlockingProxy()
  const config = mkdtempSync(path.join(os.tmpdir(), 'webkit-gtk-'))
  mkdirSync(path.join(config, 'gtk-3.0'))
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS)
  // WebKitGTK answers prefers-reduced-motion from GTK's own setting
  if (reducedMotion) writeFileSync(path.join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n')
  const screen = await display()
  const port = await freePort()
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: screen.value, XDG_CONFIG_HOME: config },
  })
  const stop = async (driver?: WebDriver) => {
    await driver?.quit().catch(() => undefined)
    driverProcess.kill()
    screen.stop()
    await proxy.close()
    await server.close()
    rmSync(config, { recursive: true, force: true })
  }
  let driver: WebDriver | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      driverProcess.once('error', (error) => reject(new Error(`WebKitWebDriver did not start (${error.message})`)))
      void waitForPort(port, driverProcess).then(resolve, reject)
    })
    const proxyAddress = `127.0.0.1:${proxy.port}`
    const session = new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--enable-smooth-scrolling=false'] },
        proxy: { proxyType: 'manual', httpProxy: proxyAddress, sslProxy: proxyAddress, noProxy: ['127.0.0.1', 'localhost'] },
      })
      .build()
    session.catch(() => undefined) // it may fail after the timeout below, once its driver is stopped
    let timer: NodeJS.Timeout | undefined
    driver = await Promise.race([
      session,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`WebKitWebDriver gave no session within ${SESSION_TIMEOUT_MS / 1000} s`)),
          SESSION_TIMEOUT_MS,
        )
      }),
    ]).finally(() => clearTimeout(timer))
    // Size the window so that the page itself gets width x height.
    await driver.manage().window().setRect({ width, height })
    const inner = (await driver.executeScript('return [document.documentElement.clientWidth, innerHeight]')) as [number, number]
    await driver
      .manage()
      .window()
      .setRect({ width: width + (width - inner[0]), height: height + (height - inner[1]) })
  } catch (error) {
    await stop(driver)
    throw error
  }
  const webdriver = driver
  let wheelTotal = 0
  const engine: Engine = {
    name: 'webkit',
    url: server.url,
    thirdParty: proxy.hosts,
    async goto(pathname) {
      await webdriver.get(server.url + pathname)
      await waitHydrated(engine, () => webdriver.actions().keyDown(Key.SHIFT).keyUp(Key.SHIFT).perform())
    },
    run: (request) => webdriver.executeScript(inPage, request) as never,
    tap: (x, y) =>
      webdriver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y) })
        .click()
        .perform(),
    async swipe(x, y, dy) {
      // WebKitWebDriver (2.50) scrolls by deltaY minus the deltaY of the session's previous wheel
      // action (measured: 300, 600, 500 scroll by 300, 300, -100), so send the running total.
      wheelTotal += Math.round(dy)
      await (webdriver.actions() as unknown as WheelActions).scroll(Math.round(x), Math.round(y), 0, wheelTotal).perform()
    },
    type: (text) => webdriver.actions().sendKeys(text).perform(),
    press: (key) => webdriver.actions().sendKeys({ Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER, Space: Key.SPACE }[key]).perform(),
    errors: async () => (await engine.run<{ errors: string[] }>({ op: 'page' })).errors,
    close: () => stop(webdriver),
  }
  return engine
}
