// Drives the built site (public/) in Debian's Chromium, served as Netlify serves it
// (scripts/static-server.cjs applies netlify.toml). Every host but the local server is blocked,
// so the tests also prove the site works with Google, YouTube, Calendly and the rest unreachable.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { MODULE_LIST, type ModuleList } from '../../../src/lib/build/module-list-plugin'
import { stormSource, type StormSource } from './storms'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, readHeadersFile } = require('../../../scripts/static-server.cjs') as {
  startServer: (options: Record<string, unknown>) => Promise<{ url: string; close: () => Promise<void> }>
  readHeadersFile: (file: string) => Array<{ for: string; values: Record<string, string> }>
}

export const rootDir = path.join(__dirname, '..', '..', '..')
const publicDir = path.join(rootDir, 'public')
const dataDir = path.join(rootDir, 'data')

/** The source files each script of the build holds, by file name (src/lib/build/module-list-plugin.ts). */
export const builtModules = (): ModuleList => JSON.parse(readFileSync(path.join(rootDir, MODULE_LIST), 'utf8')) as ModuleList

/** Chromium as the tests drive it: Debian's headless shell (scripts/chromium.cjs says why) and its flags. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { HEADLESS_SHELL_PATH: CHROMIUM_PATH, CHROMIUM_ARGS } = require('../../../scripts/chromium.cjs') as {
  HEADLESS_SHELL_PATH: string
  CHROMIUM_ARGS: string[]
}

/** A port nothing on this machine listens on, for a server or driver the tests start. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

export type PostHandler = (
  request: { url?: string; headers: Record<string, unknown> },
  body: Buffer,
) => number | 'hang' | Promise<number | 'hang'>

export type Site = { url: string; browser: Browser; close: () => Promise<void> }

/** A folder served as Netlify serves the site (netlify.toml's rules and the build's _headers), for a test's own copy of pages. */
export const serveFolder = (root: string) =>
  startServer({ root, netlifyToml: path.join(rootDir, 'netlify.toml'), headers: readHeadersFile(path.join(publicDir, '_headers')) })

type SiteOptions = {
  onPost?: PostHandler
  /** the settings the site's functions see (netlify/functions); none by default, as with no account */
  functionSettings?: Record<string, string>
  /** the storm check's function answering from the recorded storm reports (support/storms.ts), a stand-in the test switches itself */
  storms?: StormSource & { functions: Record<string, (request: Request) => Promise<Response>> }
  /** [[headers]]-shaped rules applied after the site's own (a development tool's policy, for its test) */
  headers?: Array<{ for: string; values: Record<string, string> }>
  /** Netlify Forms on this machine (scripts/forms.cjs), keeping submissions in this folder, in place of onPost */
  formsDir?: string
  /** what the local forms say happened (a submission kept, submission-created's answer), line by line */
  onFormsLog?: (line: string) => void
}

/** The built site served as Netlify serves it, with its functions (netlify/functions). */
export async function openSite({
  onPost,
  functionSettings = {},
  storms = stormSource(),
  headers,
  formsDir,
  onFormsLog,
}: SiteOptions = {}): Promise<Site> {
  if (!existsSync(path.join(publicDir, 'index.html')))
    throw new Error('public/ has no built site: run `npm run build` before the browser tests')
  const server = await startServer({
    root: publicDir,
    netlifyToml: path.join(rootDir, 'netlify.toml'),
    headers,
    onPost,
    functions: { env: { ...functionSettings }, quiet: true, standIns: storms.functions },
    forms: formsDir ? { dir: formsDir, quiet: !onFormsLog, log: onFormsLog } : undefined,
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return {
    url: server.url,
    browser,
    close: async () => {
      await browser.close()
      await server.close()
    },
  }
}

export type Tab = {
  context: BrowserContext
  page: Page
  /** console errors and uncaught exceptions seen so far */
  errors: string[]
  /** requests the page tried to make to any other host (all are blocked) */
  thirdParty: string[]
  /**
   * Resolves once none of the tab's requests has been in flight for half a second, as Playwright's
   * 'networkidle' means; that state is reached once per page load, so waiting for it again after a
   * scroll returns at once, while the images the scroll asked for are still on their way.
   */
  quiet: () => Promise<void>
}

const QUIET_MS = 500

type TabOptions = {
  width?: number
  height?: number
  deviceScaleFactor?: number
  reducedMotion?: 'reduce' | 'no-preference'
  hasTouch?: boolean
  bypassCSP?: boolean
  /** the page's timers on Playwright's clock, which a test can run ahead (page.clock.runFor) instead of waiting */
  fakeClock?: boolean
}

export async function newTab(
  site: Site,
  {
    width = 1280,
    height = 900,
    deviceScaleFactor = 1,
    reducedMotion = 'no-preference',
    hasTouch = false,
    bypassCSP = false,
    fakeClock = false,
  }: TabOptions = {},
): Promise<Tab> {
  const context = await site.browser.newContext({ viewport: { width, height }, deviceScaleFactor, reducedMotion, hasTouch, bypassCSP })
  const local = new URL(site.url).host
  const errors: string[] = []
  const thirdParty: string[] = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).host === local || url.startsWith('data:')) return route.continue()
    thirdParty.push(url)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.on('console', (message) => {
    // A blocked third party shows up as a failed load; that is the test's doing, not the site's.
    if (message.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  let inFlight = 0
  let changed = Date.now()
  const count = (change: number) => () => ((inFlight += change), (changed = Date.now()))
  page.on('request', count(1))
  page.on('requestfinished', count(-1))
  page.on('requestfailed', count(-1))
  const quiet = async (timeout = 30_000) => {
    const deadline = Date.now() + timeout
    while (inFlight > 0 || Date.now() - changed < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`waited in vain for the network to be quiet: ${inFlight} requests in flight`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  if (fakeClock) await page.clock.install()
  return { context, page, errors, thirdParty, quiet }
}

/** A new tab on `path`, once the page has hydrated. */
export async function openPage(site: Site, path: string, options: TabOptions = {}): Promise<Tab> {
  const tab = await newTab(site, options)
  await tab.page.goto(site.url + path)
  await hydrated(tab.page)
  return tab
}

/**
 * Waits until `condition` (run in the page, with `arg`) holds; a timeout names what was awaited
 * (`what`), not just the milliseconds.
 */
export async function until<A>(page: Page, what: string, condition: (arg: A) => unknown, arg?: A, { timeout }: { timeout?: number } = {}) {
  try {
    // (Playwright types the argument of the page function by what it serialises: the same value here)
    await page.waitForFunction(condition as (arg: unknown) => unknown, arg, { timeout })
  } catch (error) {
    throw new Error(`waited in vain for ${what}: ${(error as Error).message.split('\n')[0]}`)
  }
}

/** Focus is back on `control` once a dialog has closed: its focus trap gives it back in a task of its own, after the dialog is gone. */
export async function focusBackOn(page: Page, control: Locator, what: string) {
  // (the handle arrives in the page as its element)
  await until(page, `focus to come back to ${what}`, (el) => (el as unknown) === document.activeElement, await control.elementHandle())
}

/**
 * Holds back the page's scripts that match `pattern` (a slow phone, a slow network) until `release`
 * is called; `asked` resolves once the first of them has been asked for.
 */
export async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let markAsked = () => {}
  const asked = new Promise<void>((resolve) => (markAsked = resolve))
  await page.route(pattern, async (route) => {
    markAsked()
    await held
    await route.fallback()
  })
  return { asked, release }
}

/**
 * The visitor uses the page, which starts its bundles (src/lib/page-script/start-bundles.ts): once
 * the page's scripts have run (it has loaded: they are deferred), a key that does nothing (Shift),
 * with focus in no island (none wakes).
 */
export async function firstUse(page: Page) {
  await until(page, "the page's deferred scripts to have run (the page loaded)", () => document.readyState === 'complete')
  await page.keyboard.press('Shift')
}

/**
 * The visitor has used the page (firstUse), and its root has run and armed its islands
 * (src/islands/host.tsx): what a visitor touches now answers.
 */
export async function hydrated(page: Page) {
  await firstUse(page)
  await until(page, "the page's islands to be armed (its root rendered; each island hydrates when touched or near)", () => {
    return document.documentElement.dataset.islands === 'armed'
  })
}

/**
 * A tap at the centre of `locator` lands on it (nothing covers it) and it is wholly on screen, as
 * the page stands: no scrolling here.
 */
export const tapLandsOn = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const inView = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.width > 0
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return inView && hit !== null && (hit === el || el.contains(hit))
  })

/** The island holding `part` has hydrated: its code has come and run (src/islands/host.tsx). */
export async function awake(page: Page, part: Locator) {
  const element = await part.first().elementHandle()
  try {
    await page.waitForFunction((el) => el?.closest('[data-island]')?.hasAttribute('data-awake'), element)
  } catch (error) {
    throw new Error(`waited in vain for the island of ${String(part)} to wake: ${(error as Error).message.split('\n')[0]}`)
  }
}

/**
 * The whole page drawn, as it is once a visitor has started using it: the sections the browser skips
 * while off screen (src/components/ui/Offscreen.tsx) are drawn from the first touch or key on. A key
 * that does nothing (Shift) is pressed, outside any island (none wakes), then the test waits for the
 * last section to be drawn.
 */
export async function drawnWhole(page: Page) {
  await firstUse(page)
  await until(page, 'every section skipped while off screen to be drawn (from the first touch)', () => {
    return document.querySelectorAll('[data-offscreen]:not([data-drawn])').length === 0
  })
}

/**
 * The table of every page's path (a static query's result) as a broken deploy could serve it, from
 * the next page on: that page cannot render (its language's links), though the business's details can
 * still be read, so the error screen shows (spec §8).
 */
export async function breakPathTable(page: Page) {
  await page.route('**/page-data/sq/d/*.json', async (route) => {
    // A request of the page being left (an island woken by the click on a link) ends with that page,
    // and one still in flight when the test closes its tab ends with the tab: nothing to answer then.
    const response = await route.fetch().catch(() => null)
    if (!response) return
    const result = (await response.json().catch(() => null)) as { data: Record<string, unknown> } | null
    if (!result) return route.abort().catch(() => {})
    const broken =
      'markdown' in result.data ? { ...result, data: Object.fromEntries(Object.keys(result.data).map((key) => [key, null])) } : result
    await route.fulfill({ response, json: broken }).catch(() => {})
  })
}

/**
 * Theme colours the page's styles use but nothing defines, in the server's CSS and what the browser
 * added since (toasts, notices, dialogs): src/theme/chakra-theme.ts leaves unused palettes out.
 */
export async function undefinedColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules.length) walk((rule as CSSGroupingRule).cssRules)
        else texts.push(rule.cssText)
      }
    }
    for (const sheet of [...Array.from(document.styleSheets), ...document.adoptedStyleSheets]) walk(sheet.cssRules)
    const css = texts.join('\n')
    const defined = new Set([...css.matchAll(/(--chakra-colors-[\w-]+)\s*:/g)].map((m) => m[1]))
    const used = new Set([...css.matchAll(/var\((--chakra-colors-[\w-]+)/g)].map((m) => m[1]!))
    return [...used].filter((name) => !defined.has(name))
  })
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T
const frontmatterSlugs = (folder: string) =>
  readdirSync(path.join(dataDir, folder))
    .filter((f) => f.endsWith('.md') && !f.endsWith('.es.md')) // English pages; their twins are found by hreflang
    .map((f) => /^slug:\s*"?([^"\n]+)"?$/m.exec(readFileSync(path.join(dataDir, folder, f), 'utf8'))?.[1] ?? f)

export const content = {
  site: readJson<{ brand: string; siteUrl: string; phone: string; topBanner: string; reviewSites: Array<{ name: string; url: string }> }>(
    'site/site.en.json',
  ),
  services: readJson<Array<{ slug: string; title: string }>>('services/services.en.json'),
  towns: readJson<Array<{ slug: string; name: string }>>('towns/towns.en.json'),
  team: readJson<Array<{ name: string }>>('team/team.en.json'),
  faq: readJson<Array<{ question: string; answer: string }>>('faq/faq.en.json'),
  openings: readJson<{ openings: Array<{ title: string }> }>('careers/careers.en.json').openings,
  articles: frontmatterSlugs('articles'),
  policies: frontmatterSlugs('pages'),
}

/**
 * How long react-multi-carousel refuses a move after the last one: its transition's duration (its
 * default, 400 ms), kept by a timer. Tests run the page's clock past it instead of waiting.
 */
export const CAROUSEL_TURN_MS = 400

export const FIXED_ROUTES = [
  '/',
  '/services/',
  '/about/',
  '/projects/',
  '/contact/',
  '/careers/',
  '/blog/',
  '/storm-check/',
  '/storm-damage-insurance-claims/',
]

/** The Spanish twin of an English page, as the built page names it (its hreflang="es" alternate). */
const spanishTwin = (english: string): string => {
  const html = readFileSync(path.join(rootDir, 'public', english, 'index.html'), 'utf8')
  const link = /<link[^>]*hrefLang="es"[^>]*>/i.exec(html)?.[0]
  const href = link && /href="([^"]+)"/.exec(link)?.[1]
  if (!href) throw new Error(`${english} names no Spanish twin (hreflang="es")`)
  return new URL(href).pathname
}

/**
 * One page of each kind, and its Spanish twin: every fixed page, and the first service, town,
 * article and policy (the others are the same components around other words).
 */
export const onePerKind = (): string[] => {
  const english = [
    ...FIXED_ROUTES,
    `/services/${content.services[0]!.slug}/`,
    `/${content.towns[0]!.slug}/`,
    `/blog/${content.articles[0]!}/`,
    `/${content.policies[0]!}/`,
  ]
  return [...english, ...english.map(spanishTwin)]
}

/** Every English page of the site, with the text its h1 must contain. */
export const allRoutes = (): Array<{ path: string; h1: string | RegExp }> => [
  ...FIXED_ROUTES.map((p) => ({ path: p, h1: /\S/ })),
  ...content.services.map((s) => ({ path: `/services/${s.slug}/`, h1: s.title })),
  ...content.towns.map((t) => ({ path: `/${t.slug}/`, h1: t.name })),
  ...content.articles.map((slug) => ({ path: `/blog/${slug}/`, h1: /\S/ })),
  // the privacy policy, the terms and the SMS terms, one page per file in data/pages
  ...content.policies.map((slug) => ({ path: `/${slug}/`, h1: /\S/ })),
]
