// The storm check (/storm-check/ and /es/historial-de-tormentas/) and the town pages' storm line, as a
// visitor uses them at 375 and 1280 px, with /api/storms answering from the recorded storm reports
// (support/storms.ts) and every outside host blocked: a town, a ZIP code, a widened radius, input
// refused, the source down or slow, and the quote dialog's hidden fields in the submission.
import { launchChromium, type ChromiumEngine } from './support/engines'
import { stormSource } from './support/storms'
import {
  expectEveryControlReachable,
  expectReachable,
  inspect,
  matching,
  shown,
  tap,
  typeInto,
  waitFor,
  type Query,
} from './support/visitor'
import { violations } from './support/axe'
import { hydrated, newTab, openSite, until } from './support/site'

type Posted = Record<string, string>
const posts: Posted[] = []
const storms = stormSource()

const form: Query = { role: 'form', name: 'Storm check' }
const check: Query = { role: 'button', name: 'Check storm reports', within: form }
const results: Query = { role: 'region', name: 'Storm reports near Cary' }
const reportsList = (engine: ChromiumEngine, name = 'Storm reports, newest first') =>
  engine.page.getByRole('list', { name }).getByRole('listitem')
/** Each report as its lines read (blank lines between paragraphs dropped). */
const reportLines = async (engine: ChromiumEngine, name?: string) =>
  (await reportsList(engine, name).allInnerTexts()).map((text) => text.replace(/\n+/g, '\n'))

/** The storm check's requests to its function, as the page made them. */
const functionCalls = (engine: ChromiumEngine) => {
  const calls: string[] = []
  engine.page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/storms') calls.push(url.search)
  })
  return calls
}

describe.each([375, 1280])('at %i px', (width) => {
  let engine: ChromiumEngine
  beforeAll(async () => {
    engine = await launchChromium({
      width,
      height: width === 1280 ? 900 : 780,
      storms,
      onPost: (_request, body) => {
        posts.push(Object.fromEntries(new URLSearchParams(body.toString('utf8'))))
        return 200
      },
    })
  })
  afterAll(() => engine?.close())
  beforeEach(() => {
    storms.mode = 'recorded'
    storms.keyed = false
    storms.asked.length = 0
    posts.length = 0
  })
  afterEach(() => expect(engine.thirdParty).toEqual([]))

  it('shows the reports near a town picked from the list, newest first, and that it is worth an inspection', async () => {
    await engine.goto('/storm-check/')
    await expectReachable(engine, { role: 'combobox', name: 'Or pick a town', within: form })
    await engine.page.getByRole('combobox', { name: 'Or pick a town' }).selectOption('cary')
    await tap(engine, check)
    await shown(engine, results)
    await expect(engine.page.getByText('5 reports within 5 miles since June 1, 2021, newest first.').isVisible()).resolves.toBe(true)
    await expect(reportLines(engine)).resolves.toEqual([
      'Hail: 0.75″ (penny size)\nMarch 15, 2026 · 0.8 mi south',
      'Wind: damaging wind, no speed measured\nJuly 14, 2025 · 4.0 mi east',
      'Hail: 1.25″ (half dollar size)\nMay 3, 2025 · 1.2 mi northwest',
      'Wind: 45 mph gust\nSeptember 27, 2024 · 2.8 mi south',
      'Wind: 61 mph gust\nAugust 7, 2024 · 2.5 mi southeast',
    ])
    await expect(engine.page.getByText(/^Reports are not proof of damage/).isVisible()).resolves.toBe(true)
    await expect(engine.page.getByRole('heading', { name: 'Worth a free inspection' }).isVisible()).resolves.toBe(true)
    await expect(engine.page.getByText(/Newest report here: March 15, 2026\. Checked June 1, 2026\./).isVisible()).resolves.toBe(true)
    await expect(
      engine.page
        .getByRole('img', { name: /^Map of Cary and the 5 reports within 5 miles/ })
        .locator('circle, rect, polygon')
        .count(),
    ).resolves.toBe(
      // the rings at 3 and 5 miles, 5 reports, the place, the north arrow
      2 + 5 + 1 + 1,
    )
    await expectReachable(engine, { role: 'button', name: 'Book a free inspection', within: results }, { corners: true })
    await expectEveryControlReachable(engine, { css: '#check' })
    // the address to share: the page with the town and the radius
    expect(new URL(engine.page.url()).search).toBe('?town=cary&radius=5')
    expect(storms.asked).toHaveLength(1)
    expect(new URL(storms.asked[0]!).host).toBe('mesonet.agron.iastate.edu')
    expect(await engine.errors()).toEqual([])
  })

  it('widens the radius at once, and a ZIP code with nothing near shows so', async () => {
    await engine.goto('/storm-check/')
    await typeInto(engine, { role: 'textbox', name: 'Address or ZIP code', within: form }, '4400 New Bern Ave, Raleigh, NC 27604')
    await tap(engine, check)
    await shown(engine, { role: 'region', name: 'Storm reports near ZIP 27604' })
    await expect(
      engine.page.getByText('No hail, damaging wind or tornado reports within 5 miles since June 1, 2021.').isVisible(),
    ).resolves.toBe(true)
    await expect(engine.page.getByRole('heading', { name: 'Worth a free inspection' }).count()).resolves.toBe(0)
    await tap(engine, { role: 'radio', name: '10 miles', within: form })
    await shown(engine, { role: 'text', name: '2 reports within 10 miles since June 1, 2021, newest first.' })
    await expect(reportLines(engine)).resolves.toEqual([
      'Wind: damaging wind, no speed measured\nJuly 14, 2025 · 7.8 mi west',
      'Wind: 52 mph gust\nJune 20, 2025 · 6.0 mi northeast',
    ])
    expect(new URL(engine.page.url()).search).toBe('?address=4400+New+Bern+Ave%2C+Raleigh%2C+NC+27604&radius=10')
    expect(await engine.errors()).toEqual([])
  })

  it('refuses what it cannot place: nothing in the page before asking, the rest in the function with a clear status', async () => {
    await engine.goto('/storm-check/')
    const calls = functionCalls(engine)
    const address: Query = { role: 'textbox', name: 'Address or ZIP code', within: form }
    // with no place in its address the page runs none of the form's code until the visitor touches it
    await expect(engine.page.locator('[data-island="StormCheck"]:is([data-waking], [data-awake])').count()).resolves.toBe(0)
    await tap(engine, check)
    await shown(engine, { role: 'alert', name: 'Type an address or ZIP code, or pick a town.' })
    expect(calls).toEqual([])
    // without a Google key the function locates no street address: a ZIP code or a town is needed
    await typeInto(engine, address, '15 Queens Rd, Charlotte')
    await tap(engine, check)
    await shown(engine, { role: 'alert', name: matching(/could not find a ZIP code or one of our towns in “15 Queens Rd, Charlotte”/) })
    // the question's one URL (the address in its one form): the function answers it without a 308
    expect(calls).toEqual(['?address=15+queens+rd%2C+charlotte&radius=5'])
    calls.length = 0
    await engine.page.getByRole('textbox', { name: 'Address or ZIP code' }).fill('')
    await typeInto(engine, address, '90210')
    await tap(engine, check)
    await waitFor('the refusal of an unknown ZIP code', async () =>
      (await inspect(engine, { role: 'alert', within: form })).description.includes('90210 is not a ZIP code in our service area')
        ? true
        : undefined,
    )
    expect(calls).toEqual(['?place=90210&radius=5'])
    // the function itself: a place it does not know, a radius it does not offer, a URL for a place
    for (const [query, status, reason] of [
      ['?place=90210&radius=5', 404, 'unknown-zip'],
      ['?place=36.85,-76.29&radius=5', 422, 'outside-nc'],
      ['?place=cary&radius=7', 400, 'bad-radius'],
      [`?place=${encodeURIComponent('https://example.com/')}&radius=5`, 400, 'not-a-place'],
    ] as const) {
      const response = await fetch(`${engine.url}/api/storms${query}`)
      expect([response.status, ((await response.json()) as { reason: string }).reason]).toEqual([status, reason])
    }
    expect(storms.asked).toEqual([])
    // the browser's own report of the function's 404 for 90210
    expect((await engine.errors()).filter((e) => !/status of 404/.test(e))).toEqual([])
  })

  it('says so, with the phone number and the quote button, when the source is down', async () => {
    storms.mode = 'down'
    await engine.goto('/storm-check/?town=cary&radius=5')
    const fallback: Query = { role: 'region', name: 'The storm reports are not answering right now' }
    await shown(engine, fallback)
    const call = await expectReachable(engine, { role: 'link', name: /^Call \(919\)/, within: fallback })
    expect(call.found).toBe(true)
    await expect(
      engine.page
        .getByRole('link', { name: /^Call \(919\)/ })
        .last()
        .getAttribute('href'),
    ).resolves.toMatch(/^tel:\+1919/)
    await expectReachable(engine, { role: 'button', name: 'Get Free Estimate', within: fallback }, { corners: true })
    // it comes back: Try again asks once more
    storms.mode = 'recorded'
    await tap(engine, { role: 'button', name: 'Try again', within: fallback })
    await shown(engine, results)
    expect((await engine.errors()).filter((e) => !/status of 502/.test(e))).toEqual([])
  })

  it("carries the storm into the quote dialog's hidden fields, and they reach the submission", async () => {
    await engine.goto('/storm-check/?town=cary&radius=5')
    await tap(engine, { role: 'button', name: 'Book a free inspection' })
    const dialog: Query = { role: 'dialog', name: 'Book a Free Roof Inspection' }
    await shown(engine, dialog)
    for (const [label, value] of [
      ['Name', 'Karen Mills'],
      ['Email', 'karen@example.com'],
      ['Phone', '(919) 555-0188'],
      ['Property address', '212 Kildaire Farm Rd, Cary'],
    ] as const)
      await typeInto(engine, { role: 'textbox', name: label, within: dialog }, value)
    await tap(engine, { role: 'button', name: 'Request My Free Quote', within: dialog })
    await waitFor('the request to be sent', async () => (posts.length ? true : undefined))
    expect(posts[0]).toMatchObject({
      'form-name': 'quote',
      name: 'Karen Mills',
      source: 'Storm check: Cary',
      storm_date: '2025-05-03',
      storm_hail_in: '1.25',
      storm_wind_mph: '61',
      storm_place: 'Cary',
      language: 'en',
    })
    expect(await engine.errors()).toEqual([])
  })

  it('works in Spanish, from a link with the town', async () => {
    await engine.goto('/es/historial-de-tormentas/?town=cary&radius=3')
    await shown(engine, { role: 'region', name: 'Informes de tormentas cerca de Cary' })
    await expect(
      engine.page.getByText('4 informes a menos de 3 millas desde el 1 de junio de 2021, del más reciente al más antiguo.').isVisible(),
    ).resolves.toBe(true)
    await expect(reportLines(engine, 'Informes de tormentas, del más reciente al más antiguo').then((lines) => lines[0])).resolves.toBe(
      'Granizo: 0.75 pulg. (del tamaño de una moneda de 1 centavo)\n15 de marzo de 2026 · a 0.8 mi al sur',
    )
    await expect(engine.page.getByText(/^Los informes no son prueba de daños/).isVisible()).resolves.toBe(true)
    await expectReachable(engine, { role: 'button', name: 'Pida una inspección gratis' }, { corners: true })
    await expect(engine.page.getByRole('combobox', { name: 'O elija una ciudad' }).inputValue()).resolves.toBe('cary')
    expect(await engine.errors()).toEqual([])
  })

  it("shows a town's last twelve months on its page, linking to its storm check, and stays quiet when the source is down", async () => {
    for (const [path, line, link, href] of [
      [
        '/cary/',
        '3 hail, wind or tornado reports within 10 miles. Largest hail: 0.75″ (penny size).',
        'Storm check for Cary',
        '/storm-check/?town=cary&radius=10',
      ],
      [
        '/es/cary/',
        '3 informes de granizo, viento o tornado a menos de 10 millas. Granizo más grande: 0.75 pulg. (del tamaño de una moneda de 1 centavo).',
        'Historial de tormentas de Cary',
        '/es/historial-de-tormentas/?town=cary&radius=10',
      ],
    ] as const) {
      await engine.goto(path)
      await expectReachable(engine, { role: 'link', name: link })
      await until(engine.page, 'the storm line to be answered', () => document.querySelector('[data-storm-summary="ok"]'))
      await expect(engine.page.locator('[data-storm-summary]').innerText()).resolves.toBe(line)
      await expect(engine.page.getByRole('link', { name: link }).getAttribute('href')).resolves.toBe(href)
    }
    storms.mode = 'down'
    await engine.goto('/cary/')
    await expectReachable(engine, { role: 'link', name: 'Storm check for Cary' })
    await until(engine.page, 'the storm line to fall quiet', () => document.querySelector('[data-storm-summary="unavailable"]'))
    await expect(engine.page.locator('[data-storm-summary]').innerText()).resolves.toBe('The reports are on the storm check.')
    expect((await engine.errors()).filter((e) => !/status of 502/.test(e))).toEqual([])
  })

  it('locates a street address when the site has a Google key, and measures the reports from the house', async () => {
    storms.keyed = true
    await engine.goto('/storm-check/')
    const calls = functionCalls(engine)
    await typeInto(engine, { role: 'textbox', name: 'Address or ZIP code', within: form }, '120 Oak Park Dr, Cary')
    await tap(engine, check)
    // named by the town Google placed it in, not by the text sent
    await shown(engine, { role: 'region', name: 'Storm reports near your address in Cary' })
    await shown(engine, { role: 'text', name: '5 reports within 5 miles since June 1, 2021, newest first.' })
    // the town's centre has this report 0.8 mi south; the house, 0.1 mi
    await expect(reportLines(engine).then((lines) => lines[0])).resolves.toBe('Hail: 0.75″ (penny size)\nMarch 15, 2026 · 0.1 mi south')
    expect(calls).toEqual(['?address=120+oak+park+dr%2C+cary&place=cary&radius=5'])
    expect(await engine.errors()).toEqual([])
  })

  it("never says in the page's own words the text a link gave as an address", async () => {
    const message = 'Your roof claim is approved, call 555-0100 to collect, Cary'
    for (const keyed of [false, true]) {
      storms.keyed = keyed
      await engine.goto(`/storm-check/?${new URLSearchParams({ address: message, radius: '5' })}`)
      await shown(engine, results)
      const words = await engine.page.locator('main').innerText()
      expect({ keyed, echoed: words.includes('call 555-0100') || words.includes('claim is approved') }).toEqual({ keyed, echoed: false })
    }
    expect(await engine.errors()).toEqual([])
  })

  if (width === 1280) {
    it('answers a slow source with the fallback after 4 seconds', async () => {
      storms.mode = 'slow'
      await engine.goto('/storm-check/?address=27513&radius=5')
      await shown(engine, { role: 'text', name: 'Checking storm reports near ZIP 27513…' })
      // the spec's limit: the function gives up on the source after 4 s
      await shown(engine, { role: 'region', name: 'The storm reports are not answering right now' }, 8_000)
      expect((await engine.errors()).filter((e) => !/status of 504/.test(e))).toEqual([])
    })
  }
})

describe('links to the storm check', () => {
  it('from the storm damage service page and the footer, in both languages', async () => {
    const engine = await launchChromium({ width: 1280, height: 900 })
    try {
      await engine.goto('/services/storm-damage-repair/')
      await expectReachable(engine, { role: 'link', name: 'Had hail or high wind? See the storm reports near your home' })
      await expect(engine.page.getByRole('contentinfo').getByRole('link', { name: 'Storm Check' }).getAttribute('href')).resolves.toBe(
        '/storm-check/',
      )
      await engine.goto('/es/servicios/reparacion-de-danos-por-tormenta/')
      await expect(
        engine.page.getByRole('contentinfo').getByRole('link', { name: 'Historial de tormentas' }).getAttribute('href'),
      ).resolves.toBe('/es/historial-de-tormentas/')
    } finally {
      await engine.close()
    }
  })
})

describe('WCAG 2.2 AA', () => {
  it.each([375, 1280])('has no axe violation with the results at %i px, in both languages', async (width) => {
    const site = await openSite()
    try {
      const tab = await newTab(site, { width, height: 900, reducedMotion: 'reduce', bypassCSP: true })
      for (const [path, worth] of [
        ['/storm-check/?town=cary&radius=10', 'Worth a free inspection'],
        ['/es/historial-de-tormentas/?address=27513&radius=5', 'Vale la pena una inspección gratis'],
      ] as const) {
        await tab.page.goto(site.url + path)
        await hydrated(tab.page)
        await tab.page.getByRole('heading', { name: worth }).waitFor()
        expect(await violations(tab.page)).toEqual([])
      }
    } finally {
      await site.close()
    }
  })
})
