import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { allRoutes, drawnWhole, hydrated, newTab, openSite, rootDir, spanishRoutes, type Site, type Tab } from './site'

// axe-core, run inside the page, for WCAG 2.2 AA (the tags the issue names).
const AXE_SOURCE = readFileSync(path.join(rootDir, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> }

/**
 * axe's violations on the page as a visitor sees it once they have started (every section drawn), or
 * `asLoaded`, as the page stands when it has loaded and nobody has touched it: what Lighthouse and
 * PageSpeed Insights read.
 */
export async function violations(page: Page, { asLoaded = false } = {}): Promise<string[]> {
  if (!asLoaded) await drawnWhole(page)
  // The site's CSP forbids inline scripts; the tab bypasses it only so axe can be added.
  await page.evaluate(AXE_SOURCE)
  const found = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    TAGS,
  )
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** axe over every page at one width, and with a dialog and the menus open: one test file per width (accessibility-375.test.ts...). */
export const axeAt = (width: number) =>
  describe(`WCAG 2.2 AA at ${width} px`, () => {
    let site: Site
    let tab: Tab
    beforeAll(async () => {
      site = await openSite()
      tab = await newTab(site, { width, height: 900, reducedMotion: 'reduce', bypassCSP: true })
    })
    afterAll(async () => {
      await tab?.context.close()
      await site?.close()
    })

    it.each([...allRoutes().map((r) => r.path), ...spanishRoutes()])('%s has no axe violation', async (route) => {
      await tab.page.goto(site.url + route)
      await hydrated(tab.page)
      expect(await violations(tab.page)).toEqual([])
    })

    // Read before any scroll or touch, with the sections below the first screen still skipped: axe
    // places their text where their own layout puts it, which must fall inside their own box
    // (src/components/ui/Offscreen.tsx). At Lighthouse's phone width, as its mobile run reads them.
    if (width < 768)
      it.each(['/', '/cary/', '/es/', '/es/cary/'])('%s has none as it has loaded, at 412 px', async (route) => {
        const loaded = await newTab(site, { width: 412, height: 823, reducedMotion: 'reduce', bypassCSP: true })
        await loaded.page.goto(site.url + route)
        await hydrated(loaded.page)
        expect(await violations(loaded.page, { asLoaded: true })).toEqual([])
        await loaded.context.close()
      })

    it('has none with a quote dialog open', async () => {
      await tab.page.goto(`${site.url}/services/`)
      await hydrated(tab.page)
      await tab.page.getByRole('button', { name: 'Get a Free Estimate' }).first().click()
      await tab.page.getByRole('dialog').getByLabel('Name').waitFor()
      await tab.page.getByRole('dialog').getByRole('button', { name: 'Request My Free Quote' }).click()
      await tab.page.getByRole('dialog').getByText('Name must be at least 2 characters').waitFor()
      expect(await violations(tab.page)).toEqual([])
    })

    it('has none with the menu open', async () => {
      await tab.page.goto(site.url + '/')
      await hydrated(tab.page)
      if (width < 1024) {
        await tab.page.getByRole('button', { name: 'Open menu' }).click()
        await tab.page.getByRole('navigation', { name: 'Mobile' }).locator('summary', { hasText: 'Services' }).click()
      } else {
        await tab.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Service Areas' }).click()
        await tab.page.getByRole('menu').waitFor()
      }
      expect(await violations(tab.page)).toEqual([])
    })
  })
