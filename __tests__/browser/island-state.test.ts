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

/**
 * Wakes the island as a pointer coming over it would, an event that changes nothing by itself; one
 * that wakes as the page scrolls (the header), by a turn of the wheel down and back.
 */
async function wake(page: Page, frame: Locator) {
  if ((await frame.getAttribute('data-wake')) === 'scroll') {
    await page.mouse.wheel(0, 1)
    await page.mouse.wheel(0, -1)
  } else
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

describe("the page's estimate dialog: opened by HTML, its form an island woken as it opens", () => {
  it("opens from the action bar's button, which is in no island; the form wakes, answers and names the bar (/cary/, 375 px, a tap)", async () => {
    const tab = await newTab(site, { width: 375, height: 780, hasTouch: true })
    const { page } = tab
    await page.goto(site.url + '/cary/')
    await hydrated(page)
    const bar = page.getByRole('complementary', { name: 'Call or get a free estimate' })
    const button = bar.getByRole('button', { name: 'Free Estimate' })
    await expect(tapLandsOn(button)).resolves.toBe(true)
    // a press reaches no island: the button is the page's HTML
    await expect(button.evaluate((el) => el.closest('[data-island]') === null)).resolves.toBe(true)
    const box = (await button.boundingBox())!
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    const dialog = page.getByRole('dialog', { name: 'Get a Free Estimate' })
    await dialog.waitFor({ state: 'visible' })
    // one dialog on the page, whatever the number of buttons that open it
    await expect(page.locator('dialog').count()).resolves.toBe(1)
    await awake(page, dialog.getByLabel('Name'))
    await expect(dialog.locator('input[type="hidden"][name="source"]').inputValue()).resolves.toBe('Mobile action bar')
    await dialog.getByLabel('Name').fill('A')
    await dialog.getByRole('button', { name: 'Request My Free Quote' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Name must be at least 2 characters' }).waitFor()
    // closed, and opened by another button: the form names that one
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    const other = page.getByRole('main').getByRole('button', { name: 'Get Free Estimate' }).first()
    await other.scrollIntoViewIfNeeded()
    await other.click()
    await dialog.waitFor({ state: 'visible' })
    await expect(dialog.locator('input[type="hidden"][name="source"]').inputValue()).resolves.toBe('Town page: Cary (Ready to Get Started)')
    expect(tab.errors).toEqual([])
    await tab.context.close()
  }, 60_000)
})
