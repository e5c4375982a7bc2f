// The built output as a whole: every internal link and image resolves, the Netlify headers are
// what netlify.toml says, and no secret is in the repository or the site.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { externalizeScriptsIn } from '../../src/lib/build/externalize-scripts'
import { llmsTxtFiles } from '../../src/lib/build/llms-txt'
import { loadContent } from '../../src/lib/content/load'
import { hoursPhrase, type Hours } from '../../src/lib/hours'
import { builtModules, content, hydrated, newTab, openSite, rootDir, serveFolder, type Site, until } from './support/site'

const publicDir = path.join(rootDir, 'public')

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })

// Pages only: Gatsby's slice fragments under _gatsby/ are pieces of pages, not pages.
// The site's pages: not Gatsby's script fragments, nor the editor's page (/admin/, its own tests).
const htmlPages = () =>
  filesUnder(publicDir).filter(
    (f) => f.endsWith('.html') && !f.includes(`${path.sep}_gatsby${path.sep}`) && !f.startsWith(path.join(publicDir, 'admin') + path.sep),
  )

/** Every same-site address a page links to or loads: href, src, srcset (and data-src/srcset). */
function internalUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const [, attr, value] of html.matchAll(/\s(href|src|srcset|data-src|data-srcset)="([^"]+)"/g)) {
    const candidates = attr!.endsWith('srcset') ? value!.split(',').map((part) => part.trim().split(/\s+/)[0]!) : [value!]
    for (const url of candidates) if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split('#')[0]!.replace(/&amp;/g, '&'))
  }
  return [...urls].filter(Boolean)
}

let site: Site
beforeAll(async () => {
  site = await openSite()
})
afterAll(() => site?.close())

describe('every internal link and image resolves', () => {
  it('finds each address on the server (following the /locations redirects)', async () => {
    const all = new Map<string, string>()
    for (const file of htmlPages()) for (const url of internalUrls(readFileSync(file, 'utf8'))) all.set(url, path.relative(publicDir, file))
    expect(all.size).toBeGreaterThan(100)
    const broken: string[] = []
    for (const [url, from] of all) {
      const response = await fetch(site.url + url)
      if (response.status !== 200) broken.push(`${url} (${response.status}) in ${from}`)
    }
    expect(broken).toEqual([])
  })
})

describe('loading a page', () => {
  it('keeps the HTML of the pages the bench measures under 100 KB (issue 55: parsed, styled and laid out on every view)', () => {
    // as a cold build writes them (CI's); an incremental one keeps a changed style's new rules inline until the next cold build
    const sizes = ['', 'cary', 'es', 'services/roof-repair', 'storm-check'].map((route) => ({
      page: `/${route}`,
      under100KB: statSync(path.join(publicDir, route, 'index.html')).size < 100_000,
    }))
    expect(sizes).toEqual(sizes.map(({ page }) => ({ page, under100KB: true })))
  })

  it("writes nothing a page has no use for: no generator naming Gatsby's version, no sitemap link, no class of Chakra's recipes", () => {
    // robots.txt names the sitemap for search engines; nothing selects by the recipes' class names (chakra-theme.ts)
    expect(readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/.+\/sitemap-index\.xml$/m)
    // every class name a recipe or slot recipe of Chakra's theme names (a slot's is `chakra-field__root`)
    const theme = readFileSync(path.join(rootDir, 'src', 'theme', 'chakra-defaults.json'), 'utf8')
    const recipeClasses = [...theme.matchAll(/"className":\s*"(chakra-[a-z-]+)"/g)].map((m) => m[1]!)
    expect(recipeClasses).toEqual(expect.arrayContaining(['chakra-button', 'chakra-field']))
    const unused = new RegExp(`<meta name="generator"|<link rel="sitemap"|class="[^"]*\\b(${recipeClasses.join('|')})(__|\\b)`)
    expect(
      htmlPages()
        .filter((file) => unused.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(publicDir, file)),
    ).toEqual([])
  })

  it('changes no style sheet while it hydrates: the server styles stay in place and none is added', async () => {
    // Each moved <style> or inserted rule makes the browser restyle and lay out the whole page.
    const { page, context } = await newTab(site, { width: 375, height: 812 })
    await page.addInitScript(() => {
      const changes: string[] = []
      Object.assign(window, { styleChanges: changes })
      const insertRule = CSSStyleSheet.prototype.insertRule
      CSSStyleSheet.prototype.insertRule = function (rule, index) {
        changes.push(`insertRule ${rule.slice(0, 60)}`)
        return insertRule.call(this, rule, index)
      }
      for (const method of ['appendChild', 'insertBefore'] as const) {
        const original = Node.prototype[method] as (...args: unknown[]) => Node
        Node.prototype[method] = function (this: Node, node: Node, ...rest: unknown[]) {
          if (node instanceof HTMLStyleElement) changes.push(`${method} <style ${node.getAttribute('data-ssr-styles') ?? ''}>`)
          return original.call(this, node, ...rest)
        } as never
      }
    })
    for (const route of ['/', '/services/roof-repair/', '/contact/']) {
      await page.goto(site.url + route)
      await hydrated(page)
      await expect(page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).resolves.toEqual([])
      // the shared stylesheets are read for their rules' ids (the page carries no list of them)
      await expect(page.locator('link[rel="stylesheet"][data-ssr-styles]').count()).resolves.toBeGreaterThan(0)
    }
    await context.close()
  })

  it("sets the page's language once, in the server's HTML: waking the page sets nothing else on <html>", async () => {
    // <html lang> set again, even to the same value, restyles every element (its :lang() state).
    const { page, context } = await newTab(site, { width: 375, height: 812 })
    await page.addInitScript(() => {
      const set: string[] = []
      Object.assign(window, { htmlAttributesSet: set })
      const setAttribute = Element.prototype.setAttribute
      Element.prototype.setAttribute = function (name: string, value: string) {
        if (this === document.documentElement) set.push(name)
        return setAttribute.call(this, name, value)
      }
    })
    for (const route of ['/', '/es/']) {
      await page.goto(site.url + route)
      await hydrated(page)
      await page.waitForLoadState('networkidle') // the page's data and its Head, which the root renders once they arrive
      const set = await page.evaluate(() => (window as unknown as { htmlAttributesSet: string[] }).htmlAttributesSet)
      expect(set.filter((name) => name !== 'data-islands')).toEqual([])
    }
    await context.close()
  })

  it('writes the styles the pages share once, in stylesheets named by their content and cached for good (CSS once)', async () => {
    const common = new Set<string>()
    const sheets = new Set<string>()
    for (const file of htmlPages()) {
      const html = readFileSync(file, 'utf8')
      const links = [...html.matchAll(/<link rel="stylesheet" href="(\/static\/styles-[0-9a-f]{16}\.css)"/g)].map((m) => m[1]!)
      const inline = [...html.matchAll(/<style data-ssr-styles="[^"]*">([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + m[1]!.length, 0)
      const page = path.relative(publicDir, file)
      expect({ page, linked: links.length > 0, inlineUnder16KB: inline < 16_000 }).toEqual({ page, linked: true, inlineUnder16KB: true })
      common.add(links[0]!)
      for (const link of links) sheets.add(link)
    }
    // every page links the same sheet first; the others each hold what a few pages share
    expect(common.size).toBe(1)
    for (const sheet of sheets) {
      const response = await fetch(site.url + sheet)
      expect(response.headers.get('cache-control')).toMatch(/immutable/)
      expect(response.headers.get('content-type')).toMatch(/^text\/css/)
      const css = await response.text()
      expect(createHash('sha256').update(css).digest('hex').slice(0, 16)).toBe(/styles-([0-9a-f]{16})/.exec(sheet)![1])
    }
  })
})

describe('the islands of a page', () => {
  it('runs no bundle for a visitor who only reads, yet keeps where the visit came from; the first use starts them', async () => {
    const { page, context, quiet } = await newTab(site, { width: 412, height: 823 })
    const bundles: string[] = []
    page.on('request', (request) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(request.url()) && bundles.push(request.url()))
    for (const route of ['/?utm_source=newsletter', '/cary/', '/services/roof-repair/', '/storm-check/']) {
      await page.goto(site.url + route)
      await quiet()
      expect([route, bundles]).toEqual([route, []])
    }
    // kept by the page's first script on the visit's first page, without a bundle
    const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('visit-attribution') ?? '{}') as Record<string, string>)
    expect(kept).toMatchObject({ utm_source: 'newsletter', landing_page: '/?utm_source=newsletter' })
    // a scroll is a use: the bundles come, in their order, and the islands are armed
    await page.mouse.move(200, 600)
    await page.mouse.wheel(0, 400)
    await until(page, "the page's islands to be armed", () => document.documentElement.dataset.islands === 'armed')
    expect(bundles.map((url) => /\/(webpack-runtime|framework|app)-/.exec(url)![1])).toEqual(['webpack-runtime', 'framework', 'app'])
    await context.close()
  })

  it("hydrates nothing and runs none of the islands' code until the visitor touches one, then only that one", async () => {
    const { page, context } = await newTab(site, { width: 375, height: 812 })
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
    // The site's modules a script holds, from the build's list of them.
    const modules = builtModules()
    const modulesOf = (script: string) => (modules[script.slice(1)] ?? []).filter((s) => s.includes('/src/'))
    // The islands' parts: the modules their list imports (src/islands/registry.ts).
    const parts = [
      ...readFileSync(path.join(rootDir, 'src', 'islands', 'registry.ts'), 'utf8').matchAll(/from '\.\.(\/components\/[^']+)'/g),
    ].map((m) => `/src${m[1]}.tsx`)
    const FORM = '/src/components/forms/EstimateForm.tsx'
    expect(parts).toContain(FORM)
    for (const route of ['/', '/cary/', '/es/']) {
      scripts.length = 0
      await page.goto(site.url + route)
      await hydrated(page)
      // The page's own root has run (the islands are armed), but no part of the page has hydrated:
      // what the visitor sees is the server's HTML, and the scripts it loaded hold no island's part.
      await expect(page.locator('[data-island]').count()).resolves.toBeGreaterThan(3)
      await expect(page.locator('[data-awake]').count()).resolves.toBe(0)
      expect([
        route,
        scripts.flatMap(modulesOf).filter((m) => m.includes('/src/views/') || parts.some((part) => m.endsWith(part))),
      ]).toEqual([route, []])
    }
    const form = page.getByRole('form', { name: 'Pida su estimado gratis' })
    const atLoad = scripts.length
    await form.getByLabel('Nombre').click()
    await page.locator('[data-island][data-awake]').filter({ has: form }).waitFor()
    // The tap fetched the form's code, and woke the form; of the islands that wake on a touch, no
    // other (the tap's scroll may wake the header, which hides its banner on scroll, and what came
    // near the screen).
    expect(scripts.slice(atLoad).flatMap(modulesOf)).toContainEqual(expect.stringContaining(FORM))
    const awake = await page.locator('[data-awake]').evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.island))
    const touchOnly = await page
      .locator('[data-awake][data-wake="touch"]')
      .evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.island))
    expect(awake).toContain('EstimateForm')
    expect(touchOnly).toEqual(['EstimateForm'])
    await context.close()
  })
})

describe('what a phone loads', () => {
  const scriptsAfterLoad = async (width: number) => {
    const { page, context } = await newTab(site, { width, height: 812 })
    await page.goto(site.url + '/')
    await hydrated(page)
    await page.waitForLoadState('networkidle') // all it fetches by itself, without a visitor's touch
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
        .map((e) => new URL(e.name).pathname),
    )
    await context.close()
    return new Set(scripts)
  }

  it("starts Gatsby's bundles from the script starter on every page, after the first paint", () => {
    // The starter finds Gatsby's <script> tags in the built HTML (src/lib/build/externalize-scripts.ts,
    // docs/performance.md record 5). A Gatsby upgrade that writes them differently fails here.
    const { version } = JSON.parse(readFileSync(path.join(rootDir, 'node_modules/gatsby/package.json'), 'utf8')) as { version: string }
    const unstarted = htmlPages().filter((file) => {
      const html = readFileSync(file, 'utf8')
      const starters = [...html.matchAll(/<script[^>]*\sdata-scripts="([^"]+)"/g)].map((m) => m[1]!.split(' '))
      const bundles = starters[0]?.map((src) => /^\/(webpack-runtime|framework|app)-/.exec(src)?.[1])
      const direct = /<script[^>]*\ssrc="\/(webpack-runtime|framework|app)-/.test(html)
      return starters.length !== 1 || bundles?.join() !== 'webpack-runtime,framework,app' || direct
    })
    if (unstarted.length)
      throw new Error(
        `gatsby ${version} wrote its scripts in a way the starter does not know, in ${unstarted.length} pages (${path.relative(publicDir, unstarted[0]!)}…)`,
      )
  })

  it('gets V8’s compile hint atop every script, so each compiles while it downloads', async () => {
    const scripts = [...(await scriptsAfterLoad(375))]
    expect(scripts.length).toBeGreaterThan(3)
    const hinted = (src: string) => readFileSync(path.join(publicDir, src), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
    expect(scripts.filter((src) => src.endsWith('.js') && !src.startsWith('/static/inline/') && !hinted(src))).toEqual([])
  })

  it('names page icons that are served with the type they declare, before and after hydrating', async () => {
    const { page, context } = await newTab(site, { width: 375, height: 812 })
    await page.goto(site.url + '/')
    const icons = () =>
      page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.getAttribute('type')]))
    const served = await icons()
    await hydrated(page)
    await page.waitForLoadState('networkidle') // the head as the page's script leaves it
    expect(await icons()).toEqual(served)
    expect(served.map(([, type]) => type).sort()).toEqual(['image/png', 'image/svg+xml'])
    for (const [href, type] of served) {
      const response = await page.request.get(site.url + href)
      expect([href, response.status(), response.headers()['content-type']]).toEqual([href, 200, type])
    }
    await context.close()
  })

  it("loads first only the images of a phone's first screen: a town page's hero photo, not home's (below the address box)", async () => {
    const { page, context } = await newTab(site, { width: 412, height: 823 })
    const eager = async (address: string) => {
      await page.goto(site.url + address)
      return page.locator('img:not([loading="lazy"])').evaluateAll((images) =>
        images.map((img) => ({
          file: (img as HTMLImageElement).currentSrc.split('/').pop(),
          first: img.getAttribute('fetchpriority') === 'high',
          onFirstScreen: img.getBoundingClientRect().top < innerHeight,
        })),
      )
    }
    expect(await eager('/cary/')).toEqual([{ file: expect.stringMatching(/^cary\./), first: true, onFirstScreen: true }])
    for (const address of ['/', '/es/', '/services/roof-repair/', '/storm-check/']) {
      const images = await eager(address)
      expect([address, images.filter((img) => img.first || !img.onFirstScreen)]).toEqual([address, []])
    }
    // the home page's hero photo is there, below the first screen, waiting for the visitor
    await page.goto(site.url + '/')
    const heroPhoto = page.locator('section[aria-labelledby="page-title"] img')
    await expect(heroPhoto.evaluate((img) => img.getBoundingClientRect().top > innerHeight)).resolves.toBe(true)
    await context.close()
  })

  it("draws the pages, headings and text alike, in the site's one typeface, from a file cut to the characters the site shows", async () => {
    const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8')
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]!)
    expect(preloaded).toHaveLength(1)
    // the package's Latin file is 48 KB
    expect(statSync(path.join(publicDir, preloaded[0]!)).size).toBeLessThan(30_000)
    const { page, context } = await newTab(site, { width: 412, height: 823 })
    for (const address of ['/', '/es/']) {
      await page.goto(site.url + address)
      const drawn = await page.evaluate(async () => {
        await document.fonts.ready
        const family = (selector: string) =>
          getComputedStyle(document.querySelector(selector)!).fontFamily.split(',')[0]!.replace(/["']/g, '')
        return { faces: [...document.fonts].map((face) => `${face.family} ${face.status}`), heading: family('h1'), text: family('main p') }
      })
      expect(drawn).toEqual({ faces: ['Inter Variable loaded'], heading: 'Inter Variable', text: 'Inter Variable' })
    }
    await context.close()
  })

  it("keeps the brand's name on one line in a phone's header, beside its call and menu buttons", async () => {
    const { page, context } = await newTab(site, { width: 360, height: 740 })
    for (const address of ['/', '/es/']) {
      await page.goto(site.url + address)
      const lines = await page.evaluate(async (brand) => {
        await document.fonts.ready
        const name = [...document.querySelectorAll('header a span')].find((span) => span.textContent === brand)!
        return Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight))
      }, content.site.brand)
      expect(lines).toBe(1)
    }
    await context.close()
  })

  it("carries in the address box's props only what the box reads, not the home page's other sections, in a file of their own", () => {
    for (const page of ['index.html', 'es/index.html']) {
      const html = readFileSync(path.join(publicDir, page), 'utf8')
      // over 2 KB as written: moved out of the page to the file the island fetches as it wakes
      const src = /data-island="EstimateBox"[^>]*?data-props-src="([^"]*)"/.exec(html)?.[1]
      expect(src).toMatch(/^\/static\/props\/[0-9a-f]{16}\.json$/)
      const json = readFileSync(path.join(publicDir, src!), 'utf8')
      const props = JSON.parse(json)
      expect(Object.keys(props.data).sort()).toEqual(['allTown', 'financing', 'homeContent', 'pricing', 'siteData'])
      expect(Object.keys(props.data.homeContent)).toEqual(['estimateBox'])
      expect(json.length).toBeLessThan(8_000)
    }
  })
})

describe('headers from netlify.toml and the built _headers', () => {
  it('sends a Content-Security-Policy without unsafe-inline scripts, and the other security headers', async () => {
    const headers = (await fetch(`${site.url}/`)).headers
    const csp = headers.get('content-security-policy') ?? ''
    // built without GATSBY_GOOGLE_MAPS_API_KEY: no Google host at all
    expect(csp).not.toMatch(/google|gstatic/)
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('https://www.youtube-nocookie.com')
    expect(csp).toContain('wss://ws-api.runware.ai')
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const permissions = headers.get('permissions-policy') ?? ''
    expect(permissions).toContain('camera=()')
    // FLoC's interest-cohort is obsolete (browsers warn on it); Topics is what it became
    expect(permissions).toContain('browsing-topics=()')
    expect(permissions).not.toContain('interest-cohort')
    // the booking calendar is a frame: no script of Calendly's runs with the page's rights
    expect(scriptSrc).not.toMatch(/calendly/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/calendly\.com/)
  })

  it("sends the live editor's own policy at /admin/, naming no local server, once", async () => {
    const response = await fetch(`${site.url}/admin/`)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("'unsafe-eval'")
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|,/)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('caches hashed files for a year and pages not at all', async () => {
    const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8')
    const script = /<script src="(\/[^"]+\.js)" defer/.exec(html)?.[1]
    const image = /src="(\/static\/[^"]+)"/.exec(html)?.[1]
    const cacheOf = async (url: string) => (await fetch(site.url + url)).headers.get('cache-control')
    expect(await cacheOf(script!)).toBe('public, max-age=31536000, immutable')
    expect(await cacheOf(image!)).toBe('public, max-age=31536000, immutable')
    expect(await cacheOf('/')).toBe('public, max-age=0, must-revalidate')
    expect(await cacheOf('/page-data/index/page-data.json')).toBe('public, max-age=0, must-revalidate')
  })

  it('keeps no inline code in any page, so the policy can forbid it', () => {
    for (const file of htmlPages()) {
      const inline = [...readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => !/\ssrc=/.test(attributes!) && !/application\/(ld\+)?json/.test(attributes!) && body!.trim() !== '',
      )
      expect({ file: path.relative(publicDir, file), inline: inline.length }).toEqual({ file: path.relative(publicDir, file), inline: 0 })
    }
  })
})

describe('a script in an article that got past the content check and the sanitiser', () => {
  it('is not moved to a file by the build, and the browser never runs it', async () => {
    // The built article as the post-build step finds it, with a vendor's snippet in its text.
    const slug = content.articles[0]!
    const built = readFileSync(path.join(publicDir, 'blog', slug, 'index.html'), 'utf8')
    const root = mkdtempSync(path.join(os.tmpdir(), 'article-with-script-'))
    const file = path.join(root, 'blog', slug, 'index.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, built.replace(/<h1\b/, '<script>window.injected = "it ran"</script><h1'))
    const { foreign } = externalizeScriptsIn(root)
    expect(foreign).toEqual([`blog/${slug}/index.html: <script>window.injected = "it ran"</script>`])
    const moved = readdirSync(path.join(root, 'static', 'inline')).map((name) =>
      readFileSync(path.join(root, 'static', 'inline', name), 'utf8'),
    )
    expect(moved.filter((code) => code.includes('injected'))).toEqual([])

    const server = await serveFolder(root)
    const { page, context } = await newTab({ ...site, url: server.url })
    await page.addInitScript(() => {
      const blocked: string[] = []
      Object.assign(window, { blocked })
      document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.effectiveDirective} ${event.blockedURI}`))
    })
    await page.goto(`${server.url}/blog/${slug}/`)
    await until(page, 'the policy to block the inline script', () =>
      (window as unknown as { blocked: string[] }).blocked.includes('script-src-elem inline'),
    )
    await expect(page.evaluate(() => (window as unknown as { injected?: string }).injected)).resolves.toBeUndefined()
    await context.close()
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })
})

describe('search', () => {
  it('lists every page but the 404 in the sitemap, with absolute https addresses', () => {
    const sitemap = readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8')
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locations.every((l) => l.startsWith('https://'))).toBe(true)
    expect(locations.some((l) => l.includes('404'))).toBe(false)
    expect(locations.length).toBe(htmlPages().filter((f) => !/404/.test(f)).length)
    expect(readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/\S+\/sitemap-index\.xml$/m)
  })

  it('gives every page, in each language, its own absolute 1200x630 social card that exists', async () => {
    for (const file of htmlPages().filter((f) => !f.endsWith('404.html'))) {
      const html = readFileSync(file, 'utf8')
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(image).toMatch(/^https:\/\//)
      // its own: the card of /es/cary/ is /og/es/cary/card.jpg, drawn with the Spanish title
      const page = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/')
      expect(new URL(image).pathname).toBe(`/og${page}card.jpg`)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
      const response = await fetch(site.url + new URL(image).pathname)
      expect({ image, status: response.status }).toEqual({ image, status: 200 })
    }
  })
})

const data = <T>(file: string) => JSON.parse(readFileSync(path.join(rootDir, 'data', file), 'utf8')) as T
const builtPage = (route: string) => readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
// The entities React writes in text and attributes, decoded in one pass (so "&amp;quot;" stays "&quot;").
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
const decodeEntities = (text: string) => text.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!)
/** What a reader of the built page reads: no tags, entities decoded, one kind of space. */
const wordsOf = (html: string) =>
  oneSpace(
    decodeEntities(
      html
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, ' '),
    ),
  )
const oneSpace = (text: string) => text.replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ')
type SiteWords = { spanishHours: Hours; phoneHours: Hours; topBanner: string; license: string }
const sites = { en: data<SiteWords>('site/site.en.json'), es: data<SiteWords>('site/site.es.json') }

// Read from the built pages: the words are in the server's HTML, as every visitor and search engine gets it.
describe('what a visitor reads, in each language', () => {
  it('says "Hablamos español" where a Spanish speaker decides, always with the Spanish hours of data/site', () => {
    const spanishHours = oneSpace(hoursPhrase(sites.es.spanishHours))
    const hours = `Le atendemos en su idioma ${spanishHours}`
    const home = builtPage('es')
    expect(wordsOf(/data-testid="top-banner"[\s\S]*?<\/div>/.exec(home)![0])).toContain(`Hablamos español ${spanishHours}`)
    for (const route of ['es', 'es/cary', 'es/contacto']) {
      expect({ route, says: wordsOf(builtPage(route)).includes('Hablamos español') }).toEqual({ route, says: true })
      expect({ route, says: wordsOf(builtPage(route)).includes(hours) }).toEqual({ route, says: true })
    }
    // every "Hablamos español" of a Spanish page is followed by its hours or days (the hero's heading by its line of hours)
    for (const route of ['es', 'es/cary', 'es/contacto', 'es/servicios'])
      for (const [said] of wordsOf(builtPage(route)).matchAll(/Hablamos español.{0,40}/g))
        expect({ route, said }).toEqual({
          route,
          said: expect.stringMatching(/^Hablamos español\.? (?:de lunes a viernes|Le atendemos en su idioma de lunes)/),
        })
    // the call buttons of Spanish pages: the phone's bar, the outlined call links
    expect(wordsOf(home)).toContain('Llamar En español: lun–vie')
    expect(wordsOf(builtPage('es/cary'))).toMatch(/Llamar al \(919\) \d{3}-\d{4} En español: lun–vie/)
    // the English home page says it in Spanish, beside a link to the Spanish page
    const english = builtPage('')
    expect(english).toMatch(/<div(?=[^>]*data-testid="spanish-welcome")(?=[^>]*lang="es")[^>]*>/)
    expect(wordsOf(english)).toContain(`Hablamos español ${hours}`)
    expect(english).toMatch(/<a[^>]*href="\/es\/"[^>]*>Ver esta página en español<\/a>/)
    expect(wordsOf(builtPage('contact'))).toContain(
      `We speak Spanish. Spanish-speaking staff answer ${oneSpace(hoursPhrase(sites.en.spanishHours))}.`,
    )
  })

  it('says what each set of hours is, and promises a call only in them', () => {
    const footer = (route: string) => wordsOf(/<footer[\s\S]*?<\/footer>/.exec(builtPage(route))![0])
    expect(footer('')).toContain('Phone lines Mon-Sat 8 AM - 8 PM Sunday Closed')
    expect(oneSpace(footer('es'))).toContain('Teléfonos Lun–Sáb 8 a. m.–8 p. m. Domingo Cerrado')
    expect(wordsOf(builtPage('contact'))).toMatch(
      /Office hours Mon-Fri 8:00 AM-6:00 PM Sat 9:00 AM-2:00 PM Sun Closed Phones are answered Mon-Sat 8 AM - 8 PM, Sunday Closed\./,
    )
    // the forms promise a call in the hours they are answered in, never "within 24 hours" on the page itself
    expect(wordsOf(builtPage(''))).toContain('No cost, no pressure. We call you back Mon-Sat, 8 AM - 8 PM.')
    expect(oneSpace(wordsOf(builtPage('es')))).toContain(
      'Gratis y sin compromiso. Le llamamos en español de lunes a viernes, de 8 a. m. a 6 p. m.',
    )
    for (const route of ['', 'es', 'cary', 'es/cary', 'contact', 'es/contacto'])
      expect({ route, says: /within 24 hours|en menos de 24 horas/.test(wordsOf(builtPage(route))) }).toEqual({ route, says: false })
  })

  it('writes the certification badges\' words as text, in the page\'s language, each beside a picture with none (alt="")', () => {
    for (const [route, language] of [
      ['', 'en'],
      ['es', 'es'],
    ] as const) {
      const { texts } = data<{ texts: { certifications: { label: string } } }>(`ui-sections/ui-sections.${language}.json`)
      const { label } = texts.certifications
      const badges = data<{ certifications: Array<{ label: string }> }>(`home/home.${language}.json`).certifications
      const strip = new RegExp(`<section[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</section>`).exec(builtPage(route))![1]!
      const items = [...strip.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => item!)
      expect(items.map(wordsOf).map((words) => words.trim())).toEqual(badges.map((badge) => badge.label))
      for (const item of items) expect([...item.matchAll(/<img[^>]*>/g)].map(([img]) => /\salt="([^"]*)"/.exec(img)?.[1])).toEqual([''])
    }
  })

  it('gives the Spanish home page a title and description with the words people search for, in the lengths search engines show', () => {
    const home = builtPage('es')
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(home)![1]!
    const description = /<meta name="description" content="([^"]*)"/.exec(home)![1]!
    expect(title).toMatch(/^Compañía de techos en Raleigh, NC/)
    expect(title.length).toBeLessThanOrEqual(60)
    expect(description).toMatch(/techeros/i)
    expect(description).toContain('reparación de techos')
    expect(description.length).toBeLessThanOrEqual(155)
  })

  it('labels the English reviews and videos of Spanish pages as such, and not those of English pages', () => {
    const spanish = wordsOf(builtPage('es'))
    expect(spanish).toContain('Reseña en Google (traducida del inglés)')
    expect(spanish).toContain('Video en inglés')
    const english = wordsOf(builtPage(''))
    expect(english).toContain('Google review')
    expect(english).not.toMatch(/translated from|Video in Spanish/)
  })

  it('labels each project image drawn as an illustration for the eyes, as data/projects says, and writes its date from the ISO date', () => {
    for (const [route, locale, label, date] of [
      ['projects', 'en', 'Illustration', 'May 9, 2023'],
      ['es/proyectos', 'es', 'Ilustración', '9 de mayo de 2023'],
    ] as const) {
      const html = builtPage(route)
      const projects = data<Array<{ illustration?: boolean }>>(`projects/projects.${locale}.json`)
      const labels = [...html.matchAll(/data-testid="image-label"[^>]*>([^<]*)</g)].map((m) => m[1])
      expect(labels).toEqual(projects.filter((p) => p.illustration).map(() => label))
      expect(html).toContain(`<time dateTime="2023-05-09">${date}</time>`)
    }
  })

  it('explains a square the same way wherever squares are shown, in each language', () => {
    expect(wordsOf(builtPage('projects'))).toContain('32 squares 1 square = 100 sq ft of roof')
    expect(wordsOf(builtPage('es/proyectos'))).toContain('32 squares 1 square = 100 pies cuadrados de techo')
  })

  it("writes the featured project's pitch in each language's one notation: 6:12 as in data/projects, 6/12 in Spanish", () => {
    expect(wordsOf(builtPage('projects'))).toContain('Pitch 6:12')
    expect(wordsOf(builtPage('es/proyectos'))).toContain('Inclinación 6/12')
  })

  it('shows the placeholders as they are, never a note about them', () => {
    for (const file of htmlPages()) {
      const words = wordsOf(readFileSync(file, 'utf8'))
      expect({ file, note: /placeholder|owner to replace|dato provisional|propietario debe reemplazarlo/i.test(words) }).toEqual({
        file,
        note: false,
      })
    }
    expect(wordsOf(builtPage(''))).toContain(sites.en.license)
    expect(wordsOf(builtPage('es'))).toContain(sites.es.license)
  })
})

describe('llms.txt', () => {
  it('is written in each language from data/, and served', async () => {
    const files = llmsTxtFiles(loadContent(path.join(rootDir, 'data')))
    expect(Object.keys(files)).toEqual(['/llms.txt', '/es/llms.txt'])
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(path.join(publicDir, file), 'utf8')).toBe(text)
      const response = await fetch(site.url + file)
      expect({ file, status: response.status, type: response.headers.get('content-type') }).toEqual({
        file,
        status: 200,
        type: 'text/plain; charset=utf-8',
      })
    }
  })
})

describe('no secrets', () => {
  const PATTERNS: Array<[string, RegExp]> = [
    ['AWS access key', /AKIA[0-9A-Z]{16}/],
    ['Google API key', /AIza[0-9A-Za-z_-]{35}/],
    ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
    ['Stripe live key', /sk_live_[0-9a-zA-Z]{20,}/],
    ['GitHub token', /gh[pousr]_[0-9A-Za-z]{36}/],
    ['Slack token', /xox[abprs]-[0-9A-Za-z-]{10,}/],
    ['API key assignment', /["']?api[_-]?key["']?\s*[:=]\s*["'][0-9A-Za-z_-]{24,}["']/i],
  ]
  const scan = (files: string[]) =>
    files.flatMap((file) => {
      const text = readFileSync(file, 'latin1')
      return PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${name} in ${path.relative(rootDir, file)}`)
    })

  /** The project's own files: those git tracks, or in a copy without .git (a downloaded archive) the tree without what is built or installed. */
  const projectFiles = (): string[] => {
    if (existsSync(path.join(rootDir, '.git')))
      return execSync('git ls-files', { cwd: rootDir, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((f) => path.join(rootDir, f))
    const built = new Set(['node_modules', 'public', '.cache'])
    return readdirSync(rootDir, { withFileTypes: true })
      .filter((entry) => !built.has(entry.name))
      .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(rootDir, entry.name)) : [path.join(rootDir, entry.name)]))
  }

  it('has none in the project files', () => {
    const files = projectFiles().filter((f) => !/\.(jpe?g|png|webp|avif|woff2?)$/.test(f) && path.basename(f) !== 'package-lock.json')
    expect(files.length).toBeGreaterThan(50)
    expect(scan(files)).toEqual([])
  })

  it('has none in the built site', () => {
    expect(scan(filesUnder(publicDir).filter((f) => /\.(html|js|json|css|txt|xml|webmanifest|map)$/.test(f)))).toEqual([])
  })

  it("keeps the server functions' keys and code out of the built site (GOOGLE_SOLAR_API_KEY is server-side only)", () => {
    // the settings' names, the Google hosts the roof function calls and the webhook's signing code
    // appear only where the functions' code is: a page bundle holding them would carry the logic
    // that reads the key, or (set at build time) the key itself
    const serverOnly = [
      /GOOGLE_SOLAR_API_KEY/,
      /LEADS_WEBHOOK_(URL|SECRET)/,
      /NETLIFY_API_TOKEN/,
      /TWILIO_(ACCOUNT_SID|AUTH_TOKEN)/,
      /RESEND_API_KEY/,
      /api\.twilio\.com/,
      /api\.resend\.com/,
      /solar\.googleapis\.com/,
      /buildingInsights/,
      /webhook-signature/,
    ]
    const values = ['GOOGLE_SOLAR_API_KEY', 'LEADS_WEBHOOK_SECRET', 'NETLIFY_API_TOKEN', 'TWILIO_AUTH_TOKEN', 'RESEND_API_KEY']
      .map((name) => process.env[name])
      .filter((v): v is string => !!v)
    const found = filesUnder(publicDir)
      .filter((f) => /\.(html|js|json|map|txt)$/.test(f))
      .flatMap((file) => {
        const text = readFileSync(file, 'latin1')
        const hits = [
          ...serverOnly.filter((pattern) => pattern.test(text)).map(String),
          ...values.filter((v) => text.includes(v)).map(() => 'a setting value'),
        ]
        return hits.map((hit) => `${hit} in ${path.relative(rootDir, file)}`)
      })
    expect(found).toEqual([])
  })
})
