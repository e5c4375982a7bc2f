import type { Locator, Page } from 'playwright-core'
import { AUTOPLAY_MS } from '../../src/lib/carousel'
import {
  allRoutes,
  awake,
  CAROUSEL_TURN_MS,
  focusBackOn,
  hydrated,
  newTab,
  openPage,
  openSite,
  type Site,
  type Tab,
  until,
} from './support/site'

// What a keyboard user notices (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 1.4.10). Already covered elsewhere,
// so not repeated here: the skip link as the first stop on /contact/ (navigation.test.ts); forward
// Tab staying off the page behind a quote dialog and focus going back to its button after Close or Escape
// (forms.test.ts). axe over every page is in the accessibility-*.test.ts files.

let site: Site
beforeAll(async () => {
  site = await openSite()
})
afterAll(() => site?.close())

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement)

/** Presses Tab until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab')
    if (await isFocused(target)) return presses
  }
  throw new Error(`Tab never reached ${String(target)} in ${max} presses`)
}

/** Whether the focused element draws an outline of at least 2 px (the focus ring of the theme). */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element)
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
  })

describe('skip link', () => {
  it('is the first stop on the home page too, and Enter on it moves focus to the main content', async () => {
    const { page, context } = await openPage(site, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(isFocused(skip)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main')
    // The next stop is inside the main content, past the whole header.
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('main')))).resolves.toBe(true)
    await context.close()
  })
})

describe('FAQ accordion (/about/)', () => {
  let tab: Tab
  let triggers: Locator
  const answer = (index: number) => tab.page.locator('#faq details').nth(index).locator('p')
  const isOpen = (trigger: Locator) => trigger.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)
  beforeAll(async () => {
    tab = await openPage(site, '/about/')
    triggers = tab.page.locator('#faq summary')
  })
  afterAll(() => tab?.context.close())

  it('reaches the first question with Tab, with a visible focus ring', async () => {
    await expect(triggers.count()).resolves.toBeGreaterThan(2)
    await tabTo(tab.page, triggers.first())
    await expect(focusRing(tab.page)).resolves.toBe(true)
    await expect(isOpen(triggers.first())).resolves.toBe(false)
    await expect(answer(0).isVisible()).resolves.toBe(false)
  })

  it.each(['Enter', 'Space'])('opens the answer with %s and closes it again', async (key) => {
    const first = triggers.first()
    await expect(isFocused(first)).resolves.toBe(true)
    await tab.page.keyboard.press(key)
    await expect(isOpen(first)).resolves.toBe(true)
    await answer(0).waitFor({ state: 'visible' })
    await expect((await answer(0).innerText()).trim().length).toBeGreaterThan(20)
    await tab.page.keyboard.press(key)
    await expect(isOpen(first)).resolves.toBe(false)
    await answer(0).waitFor({ state: 'hidden' })
    await expect(isFocused(first)).resolves.toBe(true)
  })

  it("moves to the next question with Tab, opening nothing (the browser's own disclosures)", async () => {
    await tab.page.keyboard.press('Tab')
    await expect(isFocused(triggers.nth(1))).resolves.toBe(true)
    await tab.page.keyboard.press('Shift+Tab')
    await expect(isFocused(triggers.first())).resolves.toBe(true)
    await expect(tab.page.locator('#faq details[open]').count()).resolves.toBe(0)
  })
})

describe('YouTube video facade', () => {
  it.each([
    ['/', '#why-choose-us'],
    ['/about/', '#story'],
  ])('on %s (%s): Tab reaches play, Enter swaps in the no-cookie player and focus follows into it', async (route, section) => {
    const { page, context, thirdParty } = await openPage(site, route)
    const play = page.locator(section).getByRole('button', { name: /^Play video: / })
    const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play video: /, '')
    await tabTo(page, play)
    await expect(focusRing(page)).resolves.toBe(true)
    const youTube = () => thirdParty.filter((url) => /youtube/.test(url)).map((url) => new URL(url).host)
    expect(youTube()).toEqual([]) // nothing is asked of YouTube before the key press
    await page.keyboard.press('Enter')
    const player = page.locator(section).locator('iframe[src*="youtube-nocookie.com"]')
    await player.waitFor({ state: 'attached' })
    await expect(player.getAttribute('src')).resolves.toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/)
    await expect(player.getAttribute('title')).resolves.toBe(title)
    await expect(play.count()).resolves.toBe(0)
    // The button is gone; focus must not fall back to <body>, which would send the next Tab to the top of the page.
    await expect(isFocused(player)).resolves.toBe(true)
    expect(youTube().filter((host) => host !== 'www.youtube-nocookie.com')).toEqual([])
    await context.close()
  })
})

describe.each([
  { id: '#testimonials', label: 'Client testimonials', item: 'testimonial' },
  { id: '#recent-projects', label: 'Recent projects', item: 'project' },
])('$label carousel (home) from the keyboard', ({ id, label, item }) => {
  // Motion allowed, so the carousels autoplay and have their pause/play control.
  let tab: Tab
  const frame = () => tab.page.locator(id).getByRole('group', { name: label })
  const firstShown = () => tab.page.evaluate((sel) => document.querySelector(`${sel} li[aria-hidden="false"]`)?.textContent ?? '', id)
  const changedFrom = (before: string) =>
    until(
      tab.page,
      `the ${item} shown first to change`,
      ([sel, text]: readonly [string, string]) => document.querySelector(`${sel} li[aria-hidden="false"]`)?.textContent !== text,
      [id, before] as const,
      { timeout: 2000 },
    )
  beforeAll(async () => {
    tab = await openPage(site, '/', { fakeClock: true })
  })
  afterAll(() => tab?.context.close())

  it('takes focus on its frame by Tab, with a visible focus ring', async () => {
    await tabTo(tab.page, frame())
    await expect(focusRing(tab.page)).resolves.toBe(true)
    // the carousel's script has taken over the frame it was drawn in (it hydrates as it comes near)
    await awake(tab.page, frame())
  })

  it('moves the slides with ArrowRight and ArrowLeft', async () => {
    // Focus in the carousel holds its autoplay, so only the keys move it.
    await tab.page.clock.runFor(CAROUSEL_TURN_MS) // the carousel takes no move within its turn of the last
    const start = await firstShown()
    await tab.page.keyboard.press('ArrowRight')
    await changedFrom(start)
    const second = await firstShown()
    await tab.page.clock.runFor(CAROUSEL_TURN_MS)
    await tab.page.keyboard.press('ArrowLeft')
    await changedFrom(second)
    await expect(firstShown()).resolves.toBe(start)
    await expect(isFocused(frame())).resolves.toBe(true)
  })

  it('has its pause/play button next in Tab order, and Enter toggles what it says', async () => {
    const toggle = tab.page.locator(id).getByRole('button', { name: new RegExp(`^(Pause|Play) the ${item}s$`) })
    await toggle.waitFor() // drawn once the page knows motion is allowed
    await tab.page.keyboard.press('Tab')
    await expect(isFocused(toggle)).resolves.toBe(true)
    await expect(focusRing(tab.page)).resolves.toBe(true)
    const names = { [`Pause the ${item}s`]: `Play the ${item}s`, [`Play the ${item}s`]: `Pause the ${item}s` }
    const before = (await toggle.getAttribute('aria-label'))!
    await tab.page.keyboard.press('Enter')
    await expect(toggle.getAttribute('aria-label')).resolves.toBe(names[before])
    await expect(toggle.innerText()).resolves.toBe(names[before]!.split(' ')[0])
    await tab.page.keyboard.press('Enter')
    await expect(toggle.getAttribute('aria-label')).resolves.toBe(before)
    await expect(isFocused(toggle)).resolves.toBe(true)
  })
})

describe('Recent projects pause/play from the keyboard', () => {
  // The projects keep moving after they are used, so this is where pause visibly matters.
  it('stops the slides once paused with Enter, and starts them again with Enter', async () => {
    // A fake clock that runs in real time, but can skip the autoplay interval instead of waiting it out.
    const tab = await newTab(site)
    await tab.page.clock.install()
    await tab.page.goto(site.url + '/')
    await hydrated(tab.page)
    const { page } = tab
    const section = page.locator('#recent-projects')
    const firstShown = () => page.evaluate(() => document.querySelector('#recent-projects li[aria-hidden="false"]')?.textContent ?? '')
    const viewAll = section.getByRole('link', { name: 'View All Projects' })
    // The section hydrates (and shows its pause control) as it comes near the screen, as it does
    // while a keyboard user tabs down the page towards it.
    await section.scrollIntoViewIfNeeded()
    await tabTo(page, section.getByRole('button', { name: 'Pause the projects' }))
    await page.keyboard.press('Enter')
    await section.getByRole('button', { name: 'Play the projects' }).waitFor()
    // Focus anywhere in the carousel holds it too; leave it (previous, next, then the link below).
    await tabTo(page, viewAll, 3)
    const paused = await firstShown()
    await page.clock.runFor(3 * AUTOPLAY_MS)
    await expect(firstShown()).resolves.toBe(paused)
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab')
    const toggle = section.getByRole('button', { name: 'Play the projects' })
    await expect(isFocused(toggle)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    await section.getByRole('button', { name: 'Pause the projects' }).waitFor()
    await tabTo(page, viewAll, 3)
    await page.clock.runFor(AUTOPLAY_MS + 500)
    await expect(firstShown()).resolves.not.toBe(paused)
    await tab.context.close()
  })
})

describe('quote dialog from the keyboard', () => {
  it('opens with Enter, takes focus, keeps Shift+Tab off the page behind, and Escape gives focus back to its button', async () => {
    const { page, context } = await openPage(site, '/services/')
    const opener = page.getByRole('button', { name: 'Get a Free Estimate' }).first()
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Get a Free Estimate' })
    await dialog.getByLabel('Name').waitFor()
    await until(page, 'focus inside the dialog', () => document.querySelector('dialog[open]')?.contains(document.activeElement), null, {
      timeout: 5000,
    })
    // past its first control, Shift+Tab goes to the browser's own controls (no element of the page in
    // focus), then back into the dialog: never to the page behind it
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)
    const seen = new Set<string>()
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Shift+Tab')
      await expect(inside().then((ok) => ({ step: i, ok }))).resolves.toEqual({ step: i, ok: true })
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''))
    }
    expect(seen.size).toBeGreaterThan(3) // focus really moved around the dialog
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await focusBackOn(page, opener, 'the button that opened the dialog')
    await context.close()
  })
})

describe('no horizontal scrolling (WCAG 1.4.10)', () => {
  const WIDTHS = [320, 375, 768, 1024, 1280]

  /** The scroll width, and the outermost elements reaching past the right edge, for the report. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const width = window.innerWidth
      const clips = (el: Element) => ['hidden', 'clip', 'auto', 'scroll'].includes(getComputedStyle(el).overflowX)
      const offenders: string[] = []
      const walk = (el: Element) => {
        for (const child of Array.from(el.children)) {
          const box = child.getBoundingClientRect()
          if (box.width > 0 && Math.round(box.right) > width) {
            const classes = String(child.getAttribute('class') ?? '')
              .split(' ')
              .slice(0, 3)
              .join('.')
            offenders.push(
              `${child.tagName.toLowerCase()}${child.id ? '#' + child.id : ''}${classes ? '.' + classes : ''} right=${Math.round(box.right)}`,
            )
            continue
          }
          if (!clips(child)) walk(child)
        }
      }
      walk(document.body)
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders: offenders.slice(0, 5) }
    })

  // Loading every page afresh at every width takes minutes; instead each page is loaded afresh at
  // one width (a different one from page to page, so every width gets fresh loads) and then
  // resized to the others, as a visitor turning a tablet or resizing the window would.
  let tab: Tab
  beforeAll(async () => {
    tab = await newTab(site, { height: 800, reducedMotion: 'reduce' })
    tab.page.setDefaultTimeout(20_000) // a stuck page fails with its step named, not at the test's timeout
  })
  afterAll(() => tab?.context.close())

  it.each(allRoutes().map((r, i) => [r.path, i] as const))('%s fits 320, 375, 768, 1024 and 1280 px', async (route, i) => {
    const order = [...WIDTHS.slice(i % WIDTHS.length), ...WIDTHS.slice(0, i % WIDTHS.length)]
    await tab.page.setViewportSize({ width: order[0]!, height: 800 })
    await tab.page.goto(site.url + route)
    await hydrated(tab.page)
    const failures: object[] = []
    for (const width of order) {
      if (width !== order[0]) await tab.page.setViewportSize({ width, height: 800 })
      await tab.page.evaluate(() =>
        document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
      )
      const found = await overflow(tab.page)
      expect(found.innerWidth).toBe(width)
      if (found.scrollWidth > width) failures.push({ width, loadedAt: order[0], ...found })
    }
    // On failure the report names what sticks out.
    expect(failures).toEqual([])
  })
})

describe('focus and motion (WCAG 2.4.7, 2.3.3)', () => {
  it('shows a visible focus ring on links, buttons and fields', async () => {
    const tab = await newTab(site)
    await tab.page.goto(`${site.url}/contact/`)
    await hydrated(tab.page)
    const ringOf = () =>
      tab.page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element)
        return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, tag: document.activeElement?.tagName }
      })
    const seen = new Set<string>()
    for (let i = 0; i < 25; i++) {
      await tab.page.keyboard.press('Tab')
      const { outline, tag } = await ringOf()
      expect({ step: i, tag, outline }).toEqual({ step: i, tag, outline: true })
      seen.add(tag ?? '')
    }
    expect([...seen]).toEqual(expect.arrayContaining(['A', 'BUTTON', 'INPUT']))
    await tab.context.close()
  })

  it('never autoplays the carousels for visitors who prefer reduced motion', async () => {
    const tab = await newTab(site, { reducedMotion: 'reduce', fakeClock: true })
    await tab.page.goto(`${site.url}/`)
    await hydrated(tab.page)
    await tab.page.waitForLoadState('networkidle') // avatars loaded: their letters give way to photos
    const first = () => tab.page.evaluate(() => document.querySelector('#testimonials li[aria-hidden="false"] figcaption')?.textContent)
    const before = await first()
    // twice the time an autoplaying carousel waits before it turns (the spec's 3.5 s), run at once
    await tab.page.clock.runFor(AUTOPLAY_MS * 2)
    expect(await first()).toBe(before)
    await tab.context.close()
  })

  it('keeps the phone bar off the footer: the last footer line stays visible above it', async () => {
    const tab = await newTab(site, { width: 375, height: 740 })
    await tab.page.goto(`${site.url}/about/`)
    await hydrated(tab.page)
    await tab.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const bar = await tab.page.getByRole('complementary', { name: 'Call or get a free estimate' }).boundingBox()
    const lastLine = await tab.page.locator('footer p').last().boundingBox()
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(bar!.y)
    await expect(tab.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375)
    await tab.context.close()
  })
})
