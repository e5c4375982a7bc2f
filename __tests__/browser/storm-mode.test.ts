// Storm mode (issue 49) as a visitor sees it, and the claim guide. The built site has no storm (a
// build here never reads the weather): no page of public/ has the banner. The pages in storm mode are
// the home page and Cary's as the build writes them with STORM_MODE_DEMO=1 (support/storm-mode.tsx:
// the build's components and data, rendered again with the demo storm), served in place of the built
// ones: the banner on screen at 375 and 1280 px, its button opening the quote dialog with the storm
// in its hidden fields, axe, and the banner against its reviewed baseline.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { violations } from './support/axe'
import { hydrated, newTab, openSite, rootDir, tapLandsOn, until, type Site, type Tab } from './support/site'
import { stormModeHtml } from './support/storm-mode'

jest.setTimeout(90_000)

const publicDir = path.join(rootDir, 'public')
/** The claim guide's steps, in order: their ids on the page and in its HowTo. */
const GUIDE_STEPS = ['safety', 'photos', 'protect', 'insurer', 'inspection', 'roofer', 'contractor', 'cancel']
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return ['admin', 'page-data', 'static', '_gatsby'].includes(name) ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })

let site: Site
beforeAll(async () => {
  site = await openSite()
})
afterAll(async () => {
  await site?.close()
})

it('the built site, not in storm mode, has no banner on any page (and every page has the frame it would be in)', () => {
  const pages = htmlFiles(publicDir)
  expect(pages.length).toBeGreaterThan(60)
  for (const file of pages) {
    const html = readFileSync(file, 'utf8')
    expect([file, html.includes('data-storm-banner')]).toEqual([file, false])
    expect([file, html.includes('<main id="main"')]).toEqual([file, true])
  }
})

/** A tab on `pathname` as it is in storm mode. */
async function stormPage(width: number, pathname: string): Promise<Tab> {
  const html = await stormModeHtml(pathname)
  const tab = await newTab(site, { width, height: 900, reducedMotion: 'reduce', bypassCSP: true })
  await tab.page.route(`${site.url}${pathname}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  )
  await tab.page.goto(site.url + pathname)
  await hydrated(tab.page)
  return tab
}

const screenshotOf = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready)
  const banner = page.getByRole('region', { name: /^(Storm alert|Tormenta reciente)$/ })
  expect(await banner.screenshot({ animations: 'disabled' })).toMatchImageSnapshot({
    customSnapshotIdentifier: name,
    failureThreshold: 0.005,
    failureThresholdType: 'percent',
  })
}

describe.each([375, 1280])('storm mode at %i px', (width) => {
  it("Cary's page starts with the banner; its button opens the quote dialog with the storm, and Cary's hero lists it first", async () => {
    const tab = await stormPage(width, '/cary/')
    const { page } = tab
    const banner = page.getByRole('region', { name: 'Storm alert' })
    await expect(banner.getByText('Hail up to 1.75 in reported near Cary on Nov 25', { exact: true }).count()).resolves.toBe(1)
    // right under the fixed header, on the first screen
    const [top, headerBottom] = await page.evaluate(() => [
      document.querySelector('[data-storm-banner]')!.getBoundingClientRect().top,
      document.querySelector('header')!.getBoundingClientRect().bottom,
    ])
    expect(Math.abs(top! - headerBottom!)).toBeLessThanOrEqual(1)
    await expect(banner.getByRole('link', { name: 'Storm reports near Cary' }).getAttribute('href')).resolves.toBe(
      '/storm-check/?town=cary&radius=10',
    )
    await expect(banner.getByRole('link', { name: 'Insurance claim guide' }).getAttribute('href')).resolves.toBe(
      '/storm-damage-insurance-claims/',
    )
    // the town's hero: the storm inspection before the phone
    const heroButtons = page.locator('main section').nth(1).getByRole('button')
    await expect(heroButtons.first().textContent()).resolves.toBe('Free storm inspection')

    const button = banner.getByRole('button', { name: 'Free storm inspection' })
    expect(await tapLandsOn(button)).toBe(true)
    await screenshotOf(page, `storm-banner-cary-${width}`)
    const box = (await button.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const dialog = page.getByRole('dialog', { name: 'Book a Free Storm Inspection' })
    await until(page, 'the storm inspection dialog to open', () => document.querySelector('dialog[open]') !== null)
    const hidden = (name: string) => dialog.locator(`input[type="hidden"][name="${name}"]`).inputValue()
    expect([await hidden('storm_hail_in'), await hidden('storm_place'), await hidden('source')]).toEqual(['1.75', 'Cary', 'Storm banner'])
    expect(await hidden('storm_date')).toBe('2026-11-25')
    expect(tab.errors).toEqual([])
    await tab.context.close()
  })

  it('the home hero’s first button is the storm inspection, and no axe violation in either language', async () => {
    for (const pathname of ['/', '/es/cary/']) {
      const tab = await stormPage(width, pathname)
      if (pathname === '/') {
        const hero = tab.page.locator('main section', { has: tab.page.getByRole('heading', { level: 1 }) })
        await expect(hero.getByRole('button').first().textContent()).resolves.toBe('Free storm inspection')
      } else await screenshotOf(tab.page, `storm-banner-es-cary-${width}`)
      expect(await violations(tab.page)).toEqual([])
      await tab.context.close()
    }
  })
})

describe('the storm insurance claim guide', () => {
  it.each([
    ['/storm-damage-insurance-claims/', 'Your roof after a storm: the insurance claim, step by step', 'en'],
    ['/es/reclamo-al-seguro-por-danos-de-tormenta/', 'Su techo después de una tormenta: el reclamo al seguro, paso a paso', 'es'],
  ])(
    '%s: its steps with their sources, the three state bodies by name and address, its HowTo, and the links to it',
    async (pathname, h1, locale) => {
      const tab = await newTab(site, { width: 375 })
      await tab.page.goto(site.url + pathname)
      const { page } = tab
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(h1)
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale)
      const steps = page.locator('ol > li[id]')
      expect(await steps.evaluateAll((items) => items.map((li) => li.id))).toEqual(GUIDE_STEPS)
      // each statement of the law with its source (the statute's section, the FTC's rule), then the three state bodies
      expect(await page.locator('main a[href^="https://"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_58/Article_33A.html',
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_87/GS_87-1.html',
        'https://www.ftc.gov/legal-library/browse/rules/cooling-rule',
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_14/GS_14-401.13.html',
        'https://www.ncdoi.gov',
        'https://ncdoj.gov',
        'https://nclbgc.org',
      ])
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const howTo = jsonLd
        .map((text) => JSON.parse(text) as { '@type': string; step?: Array<{ url: string }> })
        .find((d) => d['@type'] === 'HowTo')
      expect(howTo?.step?.map((s) => s.url.replace(/^.*#/, ''))).toEqual(GUIDE_STEPS)
      expect(tab.errors).toEqual([])
      await tab.context.close()
    },
  )

  it('is linked from the storm check, the storm damage service page and the footer, in both languages', async () => {
    const tab = await newTab(site, { width: 1280 })
    for (const [from, guide] of [
      ['/storm-check/', '/storm-damage-insurance-claims/'],
      ['/services/storm-damage-repair/', '/storm-damage-insurance-claims/'],
      ['/about/', '/storm-damage-insurance-claims/'],
      ['/es/historial-de-tormentas/', '/es/reclamo-al-seguro-por-danos-de-tormenta/'],
      ['/es/servicios/reparacion-de-danos-por-tormenta/', '/es/reclamo-al-seguro-por-danos-de-tormenta/'],
    ] as const) {
      const html = await (await fetch(site.url + from)).text()
      expect([from, html.includes(`href="${guide}"`)]).toEqual([from, true])
    }
    await tab.context.close()
  })
})
