// Each island's server HTML shows the state its part will have (issue 44): what a visitor reads and
// assistive technology is told before an island wakes is what they get after it. Per island, the
// accessibility tree (roles, names, states: expanded, selected, checked, disabled, values) and the
// values of its form fields, before and after it wakes. A carousel may add its own controls (Pause)
// and hide the slides it does not show; nothing else may change.
import type { Locator, Page } from 'playwright-core'
import { awake, hydrated, newTab, openSite, tapLandsOn, type Site } from './support/site'

let site: Site
beforeAll(async () => {
  site = await openSite()
}, 60_000)
afterAll(() => site.close())

/** Each page and width the islands are on, with the islands that load something as they wake left out. */
const PAGES: ReadonlyArray<{ path: string; width: number; skip?: string[] }> = [
  // the storm line and the calendar fetch what they show as they wake: their change is their job
  { path: '/', width: 375, skip: ['BookingWidget'] },
  { path: '/', width: 1280, skip: ['BookingWidget'] },
  { path: '/services/roof-repair/', width: 375 },
  { path: '/cary/', width: 375, skip: ['BookingWidget', 'StormSummary'] },
  { path: '/about/', width: 375 },
  { path: '/careers/', width: 375 },
  { path: '/projects/', width: 375 },
  { path: '/storm-check/', width: 375 },
  { path: '/es/', width: 375, skip: ['BookingWidget'] },
]

const CAROUSELS = new Set(['TestimonialsCarousel', 'ProjectsCarousel'])

type Seen = { tree: string; values: string[] }

/** The island's accessibility tree as Chromium exposes it, and its fields' values. */
async function look(frame: Locator): Promise<Seen> {
  const tree = await frame.ariaSnapshot()
  const values = await frame.evaluate((el) =>
    Array.from(el.querySelectorAll('input, select, textarea')).map((f) => {
      const field = f as HTMLInputElement
      return `${field.name || field.id}=${field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value}`
    }),
  )
  return { tree, values }
}

/** Wakes the island as a pointer coming over it would: an event that changes nothing by itself. */
async function wake(page: Page, frame: Locator) {
  await frame.evaluate((el) => {
    const first = el.firstElementChild ?? el
    first.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
  })
  await page.waitForFunction((el) => (el as Element).hasAttribute('data-awake'), await frame.elementHandle(), { timeout: 20_000 })
}

/** A carousel's tree after waking: the server's, but for the slides it now hides and the controls it adds. */
function carouselKeeps(before: string, after: string) {
  const kept = before.split('\n')
  let at = 0
  const strays = after.split('\n').filter((line) => {
    const found = kept.indexOf(line, at)
    if (found >= 0) return ((at = found + 1), false)
    return !/^\s*- button "(Pause|Play)/.test(line)
  })
  return strays
}

describe("an island's server HTML is the state it wakes into", () => {
  for (const { path, width, skip = [] } of PAGES)
    it(`${path} at ${width} px`, async () => {
      const tab = await newTab(site, { width, height: 900, reducedMotion: 'reduce' })
      await tab.page.goto(site.url + path)
      await hydrated(tab.page)
      const frames = tab.page.locator('[data-island]:not([data-island] [data-island])')
      const names = (await frames.evaluateAll((all) => all.map((f) => (f as HTMLElement).dataset.island ?? ''))).filter(
        (name) => !skip.includes(name),
      )
      expect(names.length).toBeGreaterThan(0)
      const changed: string[] = []
      for (const [index, name] of names.entries()) {
        const frame = tab.page
          .locator(`[data-island="${name}"]:not([data-island] [data-island])`)
          .nth(names.slice(0, index).filter((n) => n === name).length)
        const before = await look(frame)
        await wake(tab.page, frame)
        const after = await look(frame)
        if (JSON.stringify(after.values) !== JSON.stringify(before.values))
          changed.push(`${name}: fields ${before.values.join(', ')} became ${after.values.join(', ')}`)
        if (CAROUSELS.has(name)) {
          const strays = carouselKeeps(before.tree, after.tree)
          if (strays.length) changed.push(`${name}: added ${strays.join(' | ')}`)
        } else if (after.tree !== before.tree) changed.push(`${name}:\n--- before\n${before.tree}\n--- after\n${after.tree}`)
      }
      expect(changed).toEqual([])
      expect(tab.errors).toEqual([])
      await tab.context.close()
    }, 120_000)
})

describe('an island woken by a press hydrates after the press', () => {
  it("opens the action bar's dialog before hydrating its island, the island's code already here (/cary/, 375 px, a tap)", async () => {
    const tab = await newTab(site, { width: 375, height: 780, hasTouch: true })
    const { page } = tab
    await page.goto(site.url + '/cary/')
    await hydrated(page)
    // another island of the same part wakes first: the bar's code is then in the page when it is tapped
    await wake(page, page.locator('main [data-island="EstimateButton"]').first())
    const bar = page.getByRole('complementary', { name: 'Call or get a free estimate' })
    const button = bar.getByRole('button', { name: 'Free Estimate' })
    await expect(tapLandsOn(button)).resolves.toBe(true)
    // What the island was as each of the tap's events came (React hydrates a root at once, in one
    // long task ahead of the browser's answer, for a press reaching it unhydrated).
    await button.evaluate((el) => {
      const frame = el.closest('[data-island]')!
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = [])
      for (const type of ['pointerdown', 'touchstart', 'touchend', 'mousedown', 'click'])
        window.addEventListener(
          type,
          () => seen.push(`${type}: ${frame.matches('[data-hydrating], [data-awake]') ? 'hydrating' : 'not yet'}`),
          true,
        )
    })
    const box = (await button.boundingBox())!
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    const dialog = page.getByRole('dialog', { name: 'Get a Free Estimate' })
    await dialog.waitFor({ state: 'visible' })
    await expect(page.evaluate(() => (window as unknown as { seen: string[] }).seen)).resolves.toEqual([
      'pointerdown: not yet',
      'touchstart: not yet',
      'touchend: not yet',
      'mousedown: not yet',
      'click: not yet',
    ])
    // then it hydrates, and the dialog it caught up with stays open, its form answering
    await awake(page, button)
    await expect(dialog.isVisible()).resolves.toBe(true)
    await dialog.getByLabel('Name').fill('A')
    await dialog.getByRole('button', { name: 'Request My Free Quote' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Name must be at least 2 characters' }).waitFor()
    expect(tab.errors).toEqual([])
    await tab.context.close()
  }, 60_000)
})
