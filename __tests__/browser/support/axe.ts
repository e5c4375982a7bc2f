import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { allRoutes, drawnWhole, hydrated, newTab, openSite, rootDir, spanishRoutes, type Site, type Tab } from './site'

// axe-core, run inside the page, for WCAG 2.2 AA (the tags the issue names).
const AXE_SOURCE = readFileSync(path.join(rootDir, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> }

export async function violations(page: Page): Promise<string[]> {
  // axe judges the colours of a section the browser has not drawn against the wrong background
  // (dequelabs/axe-core#2768): it looks at the page as a visitor sees it once they have started.
  await drawnWhole(page)
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
        await tab.page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click()
      } else {
        await tab.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Service Areas' }).click()
        await tab.page.getByRole('menu').waitFor()
      }
      expect(await violations(tab.page)).toEqual([])
    })
  })
