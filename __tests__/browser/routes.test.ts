import { MOVED_PAGES } from '../../src/lib/navigation'
import { allRoutes, content, hydrated, newTab, openSite, type Site, type Tab } from './support/site'

let site: Site
beforeAll(async () => {
  site = await openSite()
})
afterAll(() => site?.close())

const fetchRaw = (path: string) => fetch(site.url + path, { redirect: 'manual' })

/** The words of a page as a reader sees them, without markup, styles or React's text markers. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('every route', () => {
  it.each(allRoutes())('$path is in the HTML before JavaScript runs, with its h1, title and description', async ({ path, h1 }) => {
    const response = await fetchRaw(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
    expect(headings).toHaveLength(1)
    expect(headings[0]).toMatch(
      typeof h1 === 'string' ? new RegExp(h1.replace(/[.*+?^${}()|[\]\\&]/g, (c) => (c === '&' ? '&(amp;)?' : `\\${c}`))) : h1,
    )
    const title = /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1] ?? ''
    expect(title).toContain(content.site.brand.replace(/&/g, '&amp;'))
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(description.length).toBeGreaterThanOrEqual(50)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(html).toContain(`<link rel="canonical" href="${content.site.siteUrl}${path}"`)
  })

  it('gives every page its own title and description', async () => {
    const pages = await Promise.all(allRoutes().map(({ path }) => fetchRaw(path).then((r) => r.text())))
    const titles = pages.map((html) => /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1])
    const descriptions = pages.map((html) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1])
    expect(new Set(titles).size).toBe(pages.length)
    expect(new Set(descriptions).size).toBe(pages.length)
  })

  it('titles service pages "{Service} Services in North Carolina | {Brand}"', async () => {
    for (const service of content.services) {
      const html = await (await fetchRaw(`/services/${service.slug}/`)).text()
      const title = /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&')
      expect(title).toBe(`${service.title} Services in North Carolina | ${content.site.brand}`)
    }
  })

  it('names the town in the services heading of each town page, and North Carolina on home', async () => {
    const home = textOf(await (await fetchRaw('/')).text())
    expect(home.includes('Our Roofing Services in North Carolina')).toBe(true)
    for (const town of content.towns) {
      const text = textOf(await (await fetchRaw(`/${town.slug}/`)).text())
      expect([town.slug, text.includes(`Our Roofing Services in ${town.name}, North Carolina`)]).toEqual([town.slug, true])
      expect(text.match(/4\.9 251 \w+ reviews|5\.0 171 \w+ reviews/g)).toHaveLength(2)
    }
  })
})

/** The language versions a page names in its head: hreflang -> path. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!.replace(content.site.siteUrl, ''),
    ]),
  )

describe('the Spanish twin of every page', () => {
  it.each(allRoutes().filter((r) => r.path !== '/404/'))(
    '$path names its Spanish twin, which is Spanish and names it back',
    async ({ path }) => {
      const english = await (await fetchRaw(path)).text()
      const alternates = alternatesOf(english)
      expect(alternates.en).toBe(path)
      expect(alternates['x-default']).toBe(path)
      expect(alternates.es).toMatch(/^\/es\//)
      const response = await fetchRaw(alternates.es!)
      expect(response.status).toBe(200)
      const spanish = await response.text()
      expect(spanish).toMatch(/^<!DOCTYPE html><html lang="es"/)
      expect(spanish).toContain('<meta property="og:locale" content="es_US"')
      expect(spanish).toContain(`<link rel="canonical" href="${content.site.siteUrl}${alternates.es}"`)
      expect(alternatesOf(spanish)).toEqual(alternates)
    },
  )

  // The logo, the menus, the cards and the links inside articles and policies: a Spanish reader
  // stays in Spanish until choosing the switch (the one link marked hreflang="en").
  it.each(allRoutes().filter((r) => r.path !== '/404/'))('the Spanish twin of $path links only to Spanish pages', async ({ path }) => {
    const spanishPath = alternatesOf(await (await fetchRaw(path)).text()).es!
    const html = await (await fetchRaw(spanishPath)).text()
    const english = [...html.matchAll(/<a\s[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/hreflang="en"/i.test(tag))
      .map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('/es/'))
    expect(english).toEqual([])
  })

  it('lists the Spanish pages in the sitemap', async () => {
    const sitemap = await (await fetchRaw('/sitemap-0.xml')).text()
    expect(sitemap).toContain(`${content.site.siteUrl}/es/servicios/reparacion-de-techos/`)
    expect(sitemap).toContain(`${content.site.siteUrl}/es/cary/`)
    expect(sitemap).not.toContain('/es/404/')
  })
})

describe('addresses that are not pages', () => {
  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetchRaw('/no-such-page/')
    expect(response.status).toBe(404)
    const tab = await newTab(site)
    await tab.page.goto(`${site.url}/no-such-page/`)
    await hydrated(tab.page)
    await expect(tab.page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/could not find/i)
    const main = tab.page.getByRole('main')
    for (const [name, href] of [
      ['Back to the home page', '/'],
      ['Services', '/services/'],
      ['Contact', '/contact/'],
    ])
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href)
    await tab.context.close()
  })

  it.each(content.towns.map((t) => t.slug))('sends /locations/%s to the town page for good (301)', async (slug) => {
    for (const from of [`/locations/${slug}`, `/locations/${slug}/`]) {
      const response = await fetchRaw(from)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(`/${slug}/`)
    }
  })

  it.each(MOVED_PAGES)('sends $from to $to for good (301), with its query, and serves the page there', async ({ from, to }) => {
    for (const old of [from, from.replace(/\/$/, '')]) {
      const response = await fetchRaw(`${old}?town=cary&radius=10`)
      expect([old, response.status, response.headers.get('location')]).toEqual([old, 301, `${to}?town=cary&radius=10`])
    }
    expect((await fetchRaw(to)).status).toBe(200)
  })

  it('answers an unknown Spanish path with the Spanish not-found page and status 404', async () => {
    const response = await fetchRaw('/es/no-existe/')
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="es"/)
    const tab = await newTab(site)
    await tab.page.goto(`${site.url}/es/no-existe/`)
    await hydrated(tab.page)
    await expect(tab.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No pudimos encontrar esa página')
    expect(await tab.page.evaluate(() => document.documentElement.lang)).toBe('es')
    // the page served for every unknown address hydrates as it was drawn (no switch to a "same page");
    // the browser's own report of the 404 answer is expected
    expect(tab.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    await tab.context.close()
  })

  it('adds the trailing slash to a page address typed without it', async () => {
    const response = await fetchRaw('/about')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about/')
  })
})

describe('in the browser, with every third party blocked', () => {
  let tab: Tab
  beforeAll(async () => {
    tab = await newTab(site)
  })
  afterAll(() => tab?.context.close())

  it.each(allRoutes())('$path hydrates without a console error or a request to another host', async ({ path }) => {
    tab.errors.length = 0
    tab.thirdParty.length = 0
    await tab.page.goto(site.url + path)
    await hydrated(tab.page)
    await tab.page.waitForLoadState('networkidle')
    expect(tab.errors).toEqual([])
    expect(tab.thirdParty).toEqual([])
  })
})
