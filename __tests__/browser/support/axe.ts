import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { allRoutes, drawnWhole, hydrated, newTab, onePerKind, openSite, rootDir, type Site, type Tab, until } from './site'

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
  // axe reads the page between tasks of the page's own (a rule a task): an island hydrating meanwhile
  // would change what it reads halfway. It reads the page once nothing is on its way.
  await until(page, 'no island to be waking', () => document.querySelector('[data-waking]') === null)
  // The site's CSP forbids inline scripts; the tab bypasses it only so axe can be added.
  await page.evaluate(AXE_SOURCE)
  const { found, changed } = await page.evaluate(async (tags) => {
    // What changed in the page while axe read it, named with a violation so a failure says why.
    const changed = new Set<string>()
    const name = (node: Node) => {
      const el = node instanceof Element ? node : node.parentElement
      const island = el?.closest('[data-island]')?.getAttribute('data-island')
      return `${el?.tagName.toLowerCase() ?? '#text'}${el?.id ? '#' + el.id : ''}${island ? ` in ${island}` : ''}`
    }
    const observer = new MutationObserver((records) =>
      records.forEach((r) => changed.add(`${r.type}${r.attributeName ? ' ' + r.attributeName : ''} on ${name(r.target)}`)),
    )
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    observer.disconnect()
    return { found: result.violations, changed: [...changed] }
  }, TAGS)
  const named = found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  return named.length && changed.length ? [...named, `(the page changed while axe read it: ${changed.slice(0, 12).join('; ')})`] : named
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

    // Every English page at the desktop's width, where what its words say is read (names, headings,
    // links, contrast), and one Spanish page of each kind (the Spanish twins are the same parts around
    // words the content check holds to the English ones' fields); on a phone, where the layout changes
    // what is read (targets' sizes, what covers what), one page of each kind in each language.
    const routes = width < 768 ? onePerKind() : [...new Set([...allRoutes().map((r) => r.path), ...onePerKind()])]
    it.each(routes)('%s has no axe violation', async (route) => {
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
        const areas = tab.page.getByRole('navigation', { name: 'Main' }).locator('details', { hasText: 'Service Areas' })
        await areas.locator('summary').click()
        await areas.getByRole('link').first().waitFor()
      }
      expect(await violations(tab.page)).toEqual([])
    })
  })
