import type { Page } from 'playwright-core'
import {
  breakPathTable,
  content,
  firstUse,
  holdScripts,
  hydrated,
  newTab,
  openPage,
  openSite,
  type Site,
  tapLandsOn,
  until,
} from './support/site'

let site: Site
beforeAll(async () => {
  site = await openSite()
})
afterAll(() => site?.close())

const open = (path: string, options: Parameters<typeof newTab>[1] = {}) => openPage(site, path, options)

describe('desktop header (1280 px)', () => {
  // Each dropdown is a disclosure (<details>): its summary names it, its panel lists the links.
  const dropdown = (page: Page, label: string) => {
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: label }) })
    return {
      summary: menu.locator('summary'),
      links: menu.getByRole('link'),
      isOpen: () => menu.evaluate((el) => (el as HTMLDetailsElement).open),
    }
  }

  it('opens Services on hover and goes to the chosen service, at the top of the page', async () => {
    const { page, context, errors } = await open('/about/')
    const services = dropdown(page, 'Services')
    // The exact delays are checked with fake timers in page-script.test.ts; here, that hovering opens it.
    await services.summary.hover()
    await services.links.first().waitFor()
    await expect(services.links.allTextContents()).resolves.toEqual(content.services.map((s) => s.title))
    await expect(tapLandsOn(services.links.filter({ hasText: 'Storm Damage Repair' }))).resolves.toBe(true)
    await services.links.filter({ hasText: 'Storm Damage Repair' }).click()
    await page.waitForURL('**/services/storm-damage-repair/')
    await page.getByRole('heading', { level: 1, name: 'Storm Damage Repair' }).waitFor()
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('closes a dropdown shortly after the pointer leaves, and opens the next at once on the way along', async () => {
    const { page, context } = await open('/about/')
    const about = dropdown(page, 'About')
    const services = dropdown(page, 'Services')
    await about.summary.hover()
    await about.links.first().waitFor()
    await services.summary.hover()
    await services.links.first().waitFor()
    await expect(about.isOpen()).resolves.toBe(false)
    await page.mouse.move(640, 600)
    await services.links.first().waitFor({ state: 'hidden', timeout: 1000 })
    await context.close()
  })

  it('opens and closes a dropdown by a click alone, before any script, and closes it on a click outside', async () => {
    const { page, context } = await newTab(site, { width: 1280, height: 900 })
    // every script held back: the page as its HTML has it
    const { release } = await holdScripts(page, /\.js$/)
    await page.goto(site.url + '/contact/', { waitUntil: 'commit' })
    const about = dropdown(page, 'About')
    // a click with no pointer moving first, as voice control or a switch sends it
    await about.summary.dispatchEvent('click')
    await about.links.first().waitFor()
    await about.summary.dispatchEvent('click')
    await about.links.first().waitFor({ state: 'hidden' })
    release()
    await hydrated(page)
    await about.summary.click()
    await about.links.first().waitFor()
    await page.mouse.click(640, 600)
    await about.links.first().waitFor({ state: 'hidden' })
    await context.close()
  })

  it("opens the dropdown the pointer rests on while the page's script was on its way", async () => {
    const { page, context } = await newTab(site, { width: 1280, height: 900 })
    const { release } = await holdScripts(page, /\.js$/)
    await page.goto(site.url + '/about/', { waitUntil: 'commit' })
    const about = dropdown(page, 'About')
    await about.summary.hover()
    await expect(about.isOpen()).resolves.toBe(false)
    release()
    await about.links.first().waitFor()
    await context.close()
  })

  it('lists the twelve towns in two columns under Service Areas', async () => {
    const { page, context } = await open('/')
    const areas = dropdown(page, 'Service Areas')
    await areas.summary.hover()
    await areas.links.first().waitFor()
    await expect(areas.links.count()).resolves.toBe(12)
    const columns = new Set(await areas.links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))))
    expect(columns.size).toBe(2)
    // the panel within the window
    const right = await areas.links.evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)))
    expect(right).toBeLessThanOrEqual(1280)
    await expect(areas.links.nth(8).getAttribute('href')).resolves.toBe('/fuquay-varina/')
    await context.close()
  })

  it('works from the keyboard: skip link first, then Enter opens a menu, the arrows move through it, Escape closes it', async () => {
    const { page, context } = await open('/contact/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(skip.isVisible()).resolves.toBe(true)
    const about = dropdown(page, 'About')
    await about.summary.focus()
    await page.keyboard.press('Enter')
    await about.links.first().waitFor()
    await page.keyboard.press('Escape')
    await about.links.first().waitFor({ state: 'hidden' })
    await expect(about.summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('ArrowDown')
    for (const label of ['About Us', 'Privacy Policy', 'Terms of Service', 'Hiring']) {
      if (label !== 'About Us') await page.keyboard.press('ArrowDown')
      await until(page, `${label} in focus`, (name) => document.activeElement?.textContent === name, label)
    }
    await page.keyboard.press('Enter')
    await page.waitForURL('**/careers/')
    await context.close()
  })

  it('hides the top banner while scrolling down and brings it back when scrolling up', async () => {
    const { page, context } = await open('/')
    const banner = page.getByText(content.site.topBanner)
    const headerTop = () => page.locator('header').evaluate((el) => el.getBoundingClientRect().top)
    await expect(banner.isVisible()).resolves.toBe(true)
    await expect(headerTop()).resolves.toBe(32)
    await page.mouse.wheel(0, 900)
    await until(page, 'the header at the top', () => document.querySelector('header')!.getBoundingClientRect().top === 0)
    await until(
      page,
      'the top banner hidden',
      () => document.querySelector('[data-testid="top-banner"]')!.getBoundingClientRect().bottom <= 0,
    )
    await page.mouse.wheel(0, -300)
    await until(page, 'the header below the banner again', () => document.querySelector('header')!.getBoundingClientRect().top === 32)
    await context.close()
  })

  it('has no top banner on the simple header of other pages', async () => {
    const { page, context } = await open('/services/')
    await expect(page.getByText(content.site.topBanner).count()).resolves.toBe(0)
    await expect(page.locator('header').evaluate((el) => el.getBoundingClientRect().top)).resolves.toBe(0)
    await expect(page.locator('header').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(80)
    await context.close()
  })

  it('scrolls smoothly back to the top when the brand is clicked on the home page', async () => {
    const { page, context } = await open('/')
    await page.evaluate(() => window.scrollTo(0, 2000))
    await page.mouse.wheel(0, -10) // brings the header back, as a visitor reaching for it would
    // A smooth scroll passes through positions between the start and the top; an instant one does not.
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[] }
      w.positions = []
      window.addEventListener('scroll', () => w.positions.push(window.scrollY))
    })
    await page.getByRole('link', { name: content.site.brand }).first().click()
    await until(page, 'the page back at the top', () => window.scrollY === 0)
    const between = await page.evaluate(() => (window as unknown as { positions: number[] }).positions.filter((y) => y > 0 && y < 1900))
    expect(between.length).toBeGreaterThan(0)
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('shows the phone number as text in the header, calling the number in site.json', async () => {
    const { page, context } = await open('/')
    const call = page.locator('header').getByRole('link', { name: content.site.phone })
    await expect(call.isVisible()).resolves.toBe(true)
    await expect(call.getAttribute('href')).resolves.toBe(`tel:+1${content.site.phone.replace(/\D/g, '')}`)
    await context.close()
  })
})

// Motion is reduced here so a tap never lands on a menu section that is still sliding open.
const phone = { width: 375, height: 800, hasTouch: true, reducedMotion: 'reduce' } as const

describe('mobile header (375 px)', () => {
  it('is a round icon-only call button with a name', async () => {
    const { page, context } = await open('/', phone)
    const call = page.locator('header').getByRole('link', { name: `Call ${content.site.phone}` })
    await expect(call.isVisible()).resolves.toBe(true)
    const box = (await call.boundingBox())!
    expect(Math.abs(box.width - box.height)).toBeLessThan(1)
    expect(box.width).toBeGreaterThanOrEqual(40)
    await expect(call.textContent()).resolves.toBe('')
    await expect(page.locator('header').getByRole('link', { name: content.site.phone, exact: true }).isVisible()).resolves.toBe(false)
    await context.close()
  })

  it('opens the menu 64 px from the top, expands Service Areas and closes when a town is chosen', async () => {
    const { page, context } = await open('/', phone)
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('navigation', { name: 'Mobile' })
    await expect(panel.evaluate((el) => el.getBoundingClientRect().top)).resolves.toBe(64)
    await panel.locator('summary', { hasText: 'Service Areas' }).click()
    await panel.getByRole('link', { name: 'Holly Springs' }).click()
    await page.waitForURL('**/holly-springs/')
    await expect(panel.isVisible()).resolves.toBe(false)
    await page.getByRole('heading', { level: 1, name: /Holly Springs/ }).waitFor()
    await context.close()
  })

  it('has collapsible Services and About, and no Service Areas on the simple variant', async () => {
    const { page, context } = await open('/contact/', phone)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('navigation', { name: 'Mobile' })
    await expect(panel.locator('summary', { hasText: 'Service Areas' }).count()).resolves.toBe(0)
    await expect(panel.getByRole('link', { name: 'Roof Inspection' }).isVisible()).resolves.toBe(false)
    await panel.locator('summary', { hasText: 'Services' }).click()
    await panel.getByRole('link', { name: 'Roof Inspection' }).waitFor()
    await panel.locator('summary', { hasText: 'Services' }).click()
    await panel.getByRole('link', { name: 'Roof Inspection' }).waitFor({ state: 'hidden' })
    await panel.locator('summary', { hasText: 'About' }).click()
    await panel.getByRole('link', { name: 'Hiring' }).click()
    await page.waitForURL('**/careers/')
    await context.close()
  })

  it('closes with Escape, the whole page behind shown again at once', async () => {
    const { page, context } = await open('/', phone)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor()
    // The menu closed as Escape closes it, and the page read in the same task, before any frame: what
    // it shows and where a press can land. (With reduced motion every element once transitioned its
    // visibility back, a level a frame, and a button still hidden lost its focus as it was pressed.)
    const hiddenAfterEscape = await page.evaluate(() => {
      document.querySelector<HTMLElement>('#mobile-menu')!.hidePopover()
      return Array.from(document.querySelectorAll('main *, footer *')).filter((el) => getComputedStyle(el).visibility === 'hidden').length
    })
    expect(hiddenAfterEscape).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' }).isVisible()).resolves.toBe(false)
    await context.close()
  })
})

describe('footer', () => {
  it('has every block of the spec, with the copyright line from 2024 to the build year', async () => {
    const { page, context } = await open('/')
    const footer = page.locator('footer')
    for (const heading of ['Quick Links', 'Legal', 'Service Areas', 'Contact Us'])
      await expect(footer.getByRole('heading', { name: heading }).count()).resolves.toBe(1)
    await expect(footer.getByRole('link', { name: 'Careers' }).getAttribute('href')).resolves.toBe('/careers/')
    await expect(
      footer
        .getByRole('link')
        .filter({ hasText: /^Zebulon$/ })
        .getAttribute('href'),
    ).resolves.toBe('/zebulon/')
    for (const network of ['Facebook', 'Instagram', 'YouTube'])
      await expect(footer.getByRole('link', { name: `${content.site.brand} on ${network}` }).count()).resolves.toBe(1)
    const text = await footer.textContent()
    expect(text).toContain(`© 2024-${new Date().getFullYear()} ${content.site.brand}`)
    expect(text).toContain('Mon-Sat8 AM - 8 PM')
    expect(text).toContain('SundayClosed')
    await expect(page.locator('a[href="#"]').count()).resolves.toBe(0)
    await context.close()
  })
})

describe('a page that fails to render (spec §8, unhandled routing error)', () => {
  it('shows the error screen with the message (no stack on the built site), and a way home that works', async () => {
    const tab = await newTab(site, { width: 412, height: 823 })
    await tab.page.goto(site.url + '/')
    await hydrated(tab.page)
    await breakPathTable(tab.page)
    await tab.page.getByRole('link', { name: 'Explore Our Services' }).click()
    await tab.page.waitForURL('**/services/')
    await firstUse(tab.page) // the next page's code runs from its first use
    const alert = tab.page.getByRole('alert') // announced: the title and the message
    await expect(alert.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Unexpected Application Error!')
    await expect(alert.getByRole('heading', { level: 2 }).textContent()).resolves.toMatch(/Cannot read properties of null/)
    const screen = tab.page.getByRole('main')
    await expect(screen.locator('pre').count()).resolves.toBe(0)
    await expect(screen.textContent()).resolves.not.toMatch(/TypeError|\.js:\d+/)
    await expect(screen.getByRole('link', { name: content.site.phone }).getAttribute('href')).resolves.toMatch(/^tel:/)
    await screen.getByRole('link', { name: 'Go to the home page' }).click()
    await tab.page.waitForURL(site.url + '/')
    // (the forms' own alert regions stay on the page, empty until a send fails)
    await expect(tab.page.getByRole('alert').filter({ hasText: /\S/ }).count()).resolves.toBe(0)
    await expect(tab.page.locator('h1').textContent()).resolves.not.toBe('Unexpected Application Error!')
    await tab.context.close()
  })
})

describe('the language switch', () => {
  it('leads from a page to the same page in Spanish and back, from the header (1280 px)', async () => {
    const { page, context, errors } = await open('/services/roof-repair/')
    const spanish = page.getByRole('banner').getByRole('link', { name: 'Español', exact: true })
    await expect(tapLandsOn(spanish)).resolves.toBe(true)
    await spanish.click()
    await page.waitForURL('**/es/servicios/reparacion-de-techos/')
    await page.getByRole('heading', { level: 1, name: 'Reparación de techos' }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es')
    // The frame speaks Spanish too: the menus and their links.
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('link', { name: 'Proyectos' }).getAttribute('href')).resolves.toBe('/es/proyectos/')
    const english = page.getByRole('banner').getByRole('link', { name: 'English', exact: true })
    await expect(tapLandsOn(english)).resolves.toBe(true)
    await english.click()
    await page.waitForURL('**/services/roof-repair/')
    await page.getByRole('heading', { level: 1, name: 'Roof Repair' }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
    expect(errors).toEqual([])
    await context.close()
  })

  it('is in the phone menu, and the footer names the same page', async () => {
    const { page, context } = await open('/cary/', phone)
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const spanish = menu.getByRole('link', { name: 'Español', exact: true })
    await spanish.waitFor()
    await expect(tapLandsOn(spanish)).resolves.toBe(true)
    // (the footer is hidden while the menu covers it)
    const footerSwitch = page
      .getByRole('contentinfo', { includeHidden: true })
      .getByRole('link', { name: 'Español', exact: true, includeHidden: true })
    await expect(footerSwitch.getAttribute('href')).resolves.toBe('/es/cary/')
    await spanish.tap()
    await page.waitForURL('**/es/cary/')
    await hydrated(page) // a new document: its menu works once its scripts have run
    await expect(page.getByRole('navigation', { name: 'Menú para celular' }).isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Abrir el menú' }).tap()
    await expect(
      page.getByRole('navigation', { name: 'Menú para celular' }).getByRole('link', { name: 'English', exact: true }).getAttribute('href'),
    ).resolves.toBe('/cary/')
    await context.close()
  })

  it('never moves a visitor by the browser’s language', async () => {
    const tab = await newTab(site)
    await tab.context.setExtraHTTPHeaders({ 'Accept-Language': 'es-US,es;q=0.9' })
    await tab.page.goto(`${site.url}/`)
    await hydrated(tab.page)
    expect(new URL(tab.page.url()).pathname).toBe('/')
    await expect(tab.page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
    await tab.context.close()
  })
})
