// The content editor (/admin/) as a marketer uses it on their machine (`npm run cms`): Decap's own
// local server (decap-server) reads and writes a copy of data/, and the built editor is served as
// Netlify serves it, under its live Content-Security-Policy with the local server added (the live one
// names no local address). Playwright's clicks land only on a control that is on screen and on top at
// the point clicked.
import type { ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import matter from 'gray-matter'
import type { BrowserContext, Page } from 'playwright-core'
import { checkContent, formatProblem } from '../../src/lib/content/check'
import { loadContent } from '../../src/lib/content/load'
import { openSite, rootDir, type Site } from './support/site'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startDecapServer, withLocalServer, DECAP_PORT } = require('../../scripts/decap-server.cjs') as {
  startDecapServer: (options: { repo: string; stdio: 'ignore' }) => ChildProcess
  withLocalServer: (policy: string) => string
  DECAP_PORT: number
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readNetlifyRules, headersFor } = require('../../scripts/static-server.cjs') as {
  readNetlifyRules: (file: string) => { headers: Array<{ for: string; values: Record<string, string> }> }
  headersFor: (rules: Array<{ for: string; values: Record<string, string> }>, pathname: string) => Record<string, string>
}

/** The addresses a TCP port is listened on here, from the kernel's socket tables ("127.0.0.1", "0.0.0.0", "::"...). */
function listeningAddresses(port: number): string[] {
  const LISTEN = '0A'
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) => {
    let rows: string[]
    try {
      rows = readFileSync(table, 'utf8').trim().split('\n').slice(1)
    } catch {
      return []
    }
    return rows.flatMap((row) => {
      const [, local, , state] = row.trim().split(/\s+/)
      const [hex, portHex] = local!.split(':')
      if (state !== LISTEN || parseInt(portHex!, 16) !== port) return []
      // IPv4 is one little-endian word; IPv6 four of them
      const words = hex!.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(''))
      if (words.length === 1)
        return [
          words[0]!
            .match(/../g)!
            .map((b) => parseInt(b, 16))
            .join('.'),
        ]
      const groups = words
        .join('')
        .match(/.{4}/g)!
        .map((g) => parseInt(g, 16).toString(16))
      return [groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::')]
    })
  })
}

jest.setTimeout(120_000)

/** The address Decap looks for its local server at (`local_backend: true`). */
const DECAP_SERVER = 'http://localhost:8081/api/v1'

let dir: string
let decapServer: ChildProcess | undefined
let site: Site
let context: BrowserContext
let page: Page
let editorUrl: string
const errors: string[] = []
/** The writes the editor asked the local server for (persistEntry, persistMedia, delete...). */
const writes: string[] = []

const dataFile = (file: string) => path.join(dir, 'data', file)
const readJson = (file: string) => JSON.parse(readFileSync(dataFile(file), 'utf8')) as Record<string, unknown>
const readJsonList = (file: string) => JSON.parse(readFileSync(dataFile(file), 'utf8')) as Array<Record<string, unknown>>
const frontMatter = (file: string) => matter(readFileSync(dataFile(file), 'utf8')).data
const problems = () => checkContent(loadContent(path.join(dir, 'data'))).map(formatProblem)

/**
 * Waits for the local server to have written what a publish writes. A read that throws is a file
 * caught half-written (the server truncates, then writes), so it counts as not yet.
 */
async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    let value: T | Error
    try {
      value = read()
      if (done(value)) return value
    } catch (error) {
      value = error as Error
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${value instanceof Error ? value.message : JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Waits until a publish has written `en` into the English file and `es` into the Spanish one. */
const untilPublished = (what: string, read: (locale: 'en' | 'es') => unknown, en: unknown, es: unknown) =>
  until(
    () => [read('en'), read('es')],
    ([gotEn, gotEs]) => gotEn === en && gotEs === es,
    `${what} in English and Spanish`,
  )

async function decapServerAnswers() {
  return fetch(DECAP_SERVER, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) })
    .then((response) => response.ok)
    .catch(() => false)
}

/** Replaces a field's text as a person does: select it all, type the new one. */
/**
 * Types `text` over a field once it shows `from`, its entry's value: a field typed into while its
 * entry is still loading (the other language's column opening, say) is drawn again with the loaded
 * value, and what was typed before is lost.
 */
async function retype(field: ReturnType<Page['getByLabel']>, text: string, from: unknown) {
  const input = await field.elementHandle()
  await page.waitForFunction(([el, value]) => (el as HTMLInputElement).value === value, [input, String(from)] as const)
  await field.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(text)
}

/**
 * Opens an entry of a list in the English (first) or the Spanish (last) column: the arrow atop the
 * entry, which Decap leaves without a name, beside the entry's name.
 */
async function openItem(name: string, column: 'first' | 'last') {
  const label = page.getByText(name, { exact: true })[column]()
  await label.locator('xpath=..').getByRole('button').first().click()
}

async function publish() {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'editor-'))
  cpSync(path.join(rootDir, 'data'), path.join(dir, 'data'), { recursive: true })
  if (await decapServerAnswers()) throw new Error(`Something already answers at ${DECAP_SERVER}: stop it (another npm run cms?)`)
  decapServer = startDecapServer({ repo: dir, stdio: 'ignore' })
  const deadline = Date.now() + 20_000
  while (!(await decapServerAnswers())) {
    if (Date.now() > deadline) throw new Error('decap-server did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // the editor's live policy (netlify.toml), with `npm run cms`'s local server added
  const livePolicy = headersFor(readNetlifyRules(path.join(rootDir, 'netlify.toml')).headers, '/admin/')['Content-Security-Policy']!
  expect(livePolicy).not.toMatch(/localhost|127\.0\.0\.1/)
  site = await openSite({ headers: [{ for: '/admin/*', values: { 'Content-Security-Policy': withLocalServer(livePolicy) } }] })
  const local = new URL(site.url)
  const editor = `localhost:${local.port}`
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
  // Nothing leaves the machine: the editor's page and the local server only.
  await context.route('**/*', (route) => {
    const { host } = new URL(route.request().url())
    return host === editor || host === 'localhost:8081' ? route.continue() : route.abort('blockedbyclient')
  })
  page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    const action = /"action":"(\w+)"/.exec(request.postData() ?? '')?.[1]
    if (request.url().startsWith(DECAP_SERVER) && action && /^(persist|delete)/.test(action)) writes.push(action)
  })
  // What the editor's own policy blocks, it would block on Netlify too (but the local server).
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && errors.push(message.text()))
  // Leaving an entry the editor thinks changed (it tidies what it opens) asks first: leave.
  page.on('dialog', (dialog) => void dialog.accept())
  // Decap uses its local server only when the editor is opened at localhost.
  editorUrl = `http://${editor}/admin/`
  await page.goto(editorUrl)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Blog articles' }).waitFor()
}, 60_000)

afterAll(async () => {
  await context?.close()
  await site?.close()
  decapServer?.kill()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the content editor at /admin/ (Decap CMS, over the local server)', () => {
  it("runs Decap's current release, the one installed, beside the editor's own code", async () => {
    const versions = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const installed = (require('decap-cms/package.json') as { version: string }).version
    expect(versions).toContain(`/admin/decap-cms-${installed}/decap-cms.js`)
  })

  it("listens for the local server on this machine's loopback only (it writes files with no login)", () => {
    expect(listeningAddresses(DECAP_PORT)).toEqual(['127.0.0.1'])
  })

  it('starts its code as its page loads, not after a wait for a paint its empty page never makes', async () => {
    // (Gatsby's pages start their bundles after the first paint; the editor's page is not Gatsby's.)
    const starts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/admin\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => Math.round(entry.startTime)),
    )
    expect(starts.length).toBeGreaterThan(0)
    expect(Math.max(...starts)).toBeLessThan(1_000) // ms after the page was opened; 5,000 and more when it waited
  })

  it('opens a content with English and Spanish side by side, the shared values copied from the English', async () => {
    await page.getByRole('link', { name: 'Company, contact and hours' }).first().click()
    await page.getByRole('main').getByRole('link', { name: 'Company, contact and hours' }).click()
    const phone = page.getByLabel('Phone', { exact: true })
    await phone.last().waitFor()
    await expect(phone.count()).resolves.toBe(2)
    await expect(phone.first().inputValue()).resolves.toBe(readJson('site/site.en.json').phone)
    await expect(phone.last().inputValue()).resolves.toBe(readJson('site/site.en.json').phone) // copied from the English
    await expect(page.getByLabel('Description', { exact: true }).last().inputValue()).resolves.toBe(
      readJson('site/site.es.json').description,
    )
  })

  it('previews the services as the site draws them: its components, theme and fonts', async () => {
    await page.goto(editorUrl + '#/collections/services')
    await page.getByRole('main').getByRole('link', { name: 'Services' }).click()
    // the preview takes the Spanish column's place
    await page.getByRole('button', { name: 'Toggle i18n' }).click()
    await page.getByRole('button', { name: 'Toggle preview' }).click()
    const preview = page.frameLocator('#preview-pane')
    const title = preview.getByRole('heading', { level: 1, name: 'Roof Repair' })
    await title.waitFor()
    await expect(title.evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toMatch(/^["']?Inter Variable/)
    await expect(preview.getByRole('heading', { level: 3, name: 'Features' }).first().isVisible()).resolves.toBe(true)
    // the service's photo, from the repository through the local server
    await preview.getByRole('img', { name: String(readJsonList('services/services.en.json')[0]!.imageAlt) }).waitFor()
    await expect(
      preview
        .getByRole('img', { name: String(readJsonList('services/services.en.json')[0]!.imageAlt) })
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.getByRole('button', { name: 'Toggle preview' }).click()
    await page.getByRole('button', { name: 'Toggle i18n' }).click()
    // back to the company's entry, as a person gets there: its collection, then its card
    await page.goto(editorUrl + '#/collections/site')
    await page.getByRole('main').getByRole('link', { name: 'Company, contact and hours' }).click()
    await page.getByLabel('Phone', { exact: true }).last().waitFor()
  })

  it('refuses a phone that is not a phone number, with a message, and writes nothing', async () => {
    const before = readFileSync(dataFile('site/site.en.json'), 'utf8')
    await retype(page.getByLabel('Phone', { exact: true }).first(), 'call us', readJson('site/site.en.json').phone)
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await page.getByText(/This is not a phone number \(expected a US number such as \(919\) 555-0147\)/i).waitFor()
    // refused before anything was sent: the editor asked the local server to write nothing
    expect(writes).toEqual([])
    expect(readFileSync(dataFile('site/site.en.json'), 'utf8')).toBe(before)
    errors.length = 0 // Decap rejects its own save promise when a field is invalid (an uncaught, empty error)
  })

  it('publishes a new phone into the English and the Spanish file, which the content check accepts', async () => {
    // the refused phone of the test before is still in the field
    await retype(page.getByLabel('Phone', { exact: true }).first(), '(919) 555-0188', 'call us')
    await publish()
    await untilPublished('the phone', (locale) => readJson(`site/site.${locale}.json`).phone, '(919) 555-0188', '(919) 555-0188')
    expect(readJson('site/site.en.json').brand).toBe(JSON.parse(readFileSync(path.join(rootDir, 'data/site/site.en.json'), 'utf8')).brand)
    expect(problems()).toEqual([])
    expect(errors).toEqual([])
  })

  it("changes a town's intro and a team member's title, each in English and in Spanish, in their own files", async () => {
    const introEn = 'Cary homeowners get a same-week inspection, photos of every problem and a written price before any work.'
    const introEs = 'En Cary le hacemos la inspección la misma semana, con fotos de cada problema y un precio por escrito.'
    await page.goto(editorUrl + '#/collections/towns')
    await page.getByRole('main').getByRole('link', { name: 'Towns' }).click()
    // each column lists the towns by slug; open Cary in both
    await openItem('cary', 'first')
    await openItem('cary', 'last')
    // every town's fields are in the page; the opened ones are on screen
    const intro = page.getByLabel('Intro', { exact: true }).filter({ visible: true })
    await intro.last().waitFor()
    await expect(intro.count()).resolves.toBe(2)
    const cary = (file: string) => readJsonList(file).find((town) => town.slug === 'cary')!
    await retype(intro.first(), introEn, cary('towns/towns.en.json').intro)
    await retype(intro.last(), introEs, cary('towns/towns.es.json').intro)
    await publish()
    await untilPublished("Cary's intro", (locale) => cary(`towns/towns.${locale}.json`).intro, introEn, introEs)
    expect(readJsonList('towns/towns.en.json').map((town) => town.slug)).toEqual(
      readJsonList('towns/towns.es.json').map((town) => town.slug),
    )

    const member = readJsonList('team/team.en.json')[0]!
    await page.goto(editorUrl + '#/collections/team')
    await page.getByRole('main').getByRole('link', { name: 'Team' }).click()
    await openItem(String(member.name), 'first')
    await openItem(String(member.name), 'last')
    const title = page.getByLabel('Title', { exact: true }).filter({ visible: true })
    await title.last().waitFor()
    await expect(title.count()).resolves.toBe(2)
    await retype(title.first(), 'Senior Project Manager', member.title)
    await retype(title.last(), 'Gerente sénior de proyectos', readJsonList('team/team.es.json')[0]!.title)
    await publish()
    await untilPublished(
      "the member's title",
      (locale) => readJsonList(`team/team.${locale}.json`)[0]!.title,
      'Senior Project Manager',
      'Gerente sénior de proyectos',
    )
    expect(problems()).toEqual([])
    expect(errors).toEqual([])
  })

  it("previews an article as its page sets it: the site's heading, and its text from the markdown in the page's measure", async () => {
    const file = 'articles/signs-you-need-a-new-roof.en.md'
    const english = frontMatter(file)
    // the first words of its first paragraph, as plain text
    const opening = matter(readFileSync(dataFile(file), 'utf8'))
      .content.trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ')
    await page.goto(editorUrl + '#/collections/articles')
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(String(english.title)) })
      .click()
    await page.getByLabel('Title', { exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Toggle i18n' }).click()
    await page.getByRole('button', { name: 'Toggle preview' }).click()
    const preview = page.frameLocator('#preview-pane')
    await preview.getByRole('heading', { level: 1, name: String(english.title) }).waitFor()
    const paragraph = preview.getByText(opening).first()
    await paragraph.waitFor()
    // Prose's measure and leading (src/components/ui/Prose.tsx), not the editor's own look for text
    const { lineHeight, fontSize, width } = await paragraph.evaluate((el) => {
      const style = getComputedStyle(el)
      return { lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize), width: el.getBoundingClientRect().width }
    })
    expect(lineHeight / fontSize).toBeCloseTo(1.8, 1)
    expect(width).toBeLessThanOrEqual(768) // 3xl
    expect(errors).toEqual([])
    await page.getByRole('button', { name: 'Toggle preview' }).click()
    await page.getByRole('button', { name: 'Toggle i18n' }).click()
  })

  it('writes the Spanish file of an article edited in Spanish, and leaves the English words as they were', async () => {
    const english = frontMatter('articles/signs-you-need-a-new-roof.en.md')
    await page.goto(editorUrl + '#/collections/articles') // the editor's own page for the collection
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(String(english.title)) })
      .click()
    const title = page.getByLabel('Title', { exact: true })
    await title.last().waitFor()
    await retype(title.last(), 'Señales de que su techo necesita reemplazo', frontMatter('articles/signs-you-need-a-new-roof.es.md').title)
    await publish()
    await until(
      () => frontMatter('articles/signs-you-need-a-new-roof.es.md').title,
      (value) => value === 'Señales de que su techo necesita reemplazo',
      'the Spanish title',
    )
    expect(frontMatter('articles/signs-you-need-a-new-roof.en.md').title).toBe(english.title)
    expect(problems()).toEqual([])
    expect(errors).toEqual([])
  })
})
