// The flows a visitor on a phone starts with, in the three engines visitors use: Chromium, Firefox ESR
// and WebKitGTK (Safari's engine). Every tap and keystroke goes through the engine's own input, and
// every control is checked on screen and on top before it is touched (visitor.ts). Each engine is a
// test file of its own (smoke-chromium.test.ts...), so the engines run side by side.
import { engineForTests, launch, type Engine, type EngineName } from './engines'
import { allRoutes, content } from './site'
import {
  count,
  expectEveryControlReachable,
  expectFocus,
  expectFocusUncovered,
  expectReachable,
  gone,
  inspect,
  matching,
  pageState,
  shown,
  tap,
  typeInto,
  waitFor,
  type Query,
} from './visitor'

const menu: Query = { role: 'navigation', name: 'Mobile' }
const estimateBox: Query = { role: 'region', name: 'What would a new roof cost at your address?' }
const heroForm: Query = { role: 'form', name: 'Get Your Free Estimate' }

// The stand-in for Netlify Forms: refuses while `refusing`, and counts the requests it took, by id.
let refusing = false
const taken: string[] = []
const idOf = (body: Buffer) => new URLSearchParams(body.toString('utf8')).get('submission-id') ?? ''

/** The smoke flows in one engine, at 375 px. */
export const smoke = (name: EngineName) =>
  describe(`${name} at 375 px`, () => {
    let engine: Engine
    engineForTests(
      name,
      () =>
        launch(name, {
          width: 375,
          height: 780,
          onPost: (_request, body) => {
            if (refusing) return 500
            taken.push(idOf(body))
            return 200
          },
        }),
      (started) => (engine = started),
      120_000, // WebKit may take several starts (engines.ts)
    )

    // First, before any flow scrolls near a section that loads a third party on purpose (the
    // booking calendar), so each host reached is named with the page whose load asked for it.
    it('loads every page without a page error and without reaching a third party', async () => {
      const failures: string[] = []
      for (const route of allRoutes()) {
        const asked = engine.thirdParty.length
        await engine.goto(route.path)
        const h1 = typeof route.h1 === 'string' ? matching(new RegExp(route.h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))) : matching(route.h1)
        if ((await count(engine, { role: 'heading', css: 'h1', name: h1 })) !== 1) failures.push(`${route.path}: no h1 ${String(route.h1)}`)
        const errors = await engine.errors()
        if (errors.length) failures.push(`${route.path}: ${errors.join(' | ')}`)
        const reached = engine.thirdParty.slice(asked)
        if (reached.length) failures.push(`${route.path}: reached ${reached.join(', ')}`)
      }
      expect(failures).toEqual([])
      expect(engine.thirdParty).toEqual([])
    }, 240_000)

    it("draws the icons as lines (the theme's rule for an <svg>'s <use>, in every engine the site supports)", async () => {
      await engine.goto('/')
      const paint = await engine.run<Record<string, { fill: string; stroke: string } | null>>({ op: 'iconPaint' })
      const lines = { fill: 'none', stroke: expect.not.stringMatching(/^none$/) }
      expect(paint).toEqual({ menuIcon: lines, brandMark: lines })
    })

    it('opens the phone menu, shows every entry, and goes where the chosen link says', async () => {
      await engine.goto('/')
      await tap(engine, { role: 'button', name: 'Open menu' })
      await shown(engine, menu)
      for (const entry of ['Services', 'About', 'Service Areas'])
        await expectReachable(engine, { role: 'button', name: entry, within: menu })
      for (const entry of ['Projects', 'Blog', 'Contact']) await expectReachable(engine, { role: 'link', name: entry, within: menu })
      await tap(engine, { role: 'button', name: 'Services', within: menu })
      await expectEveryControlReachable(engine, menu)
      const service = content.services[content.services.length - 1]!
      await tap(engine, { role: 'link', name: service.title, within: menu })
      await waitFor('the service page', async () => ((await pageState(engine)).path === `/services/${service.slug}/` ? true : undefined))
      await shown(engine, { role: 'heading', name: service.title })
      await gone(engine, menu)
      await expectReachable(engine, { role: 'button', name: 'Open menu' })
    })

    it('closes the menu on Escape and gives focus back to its toggle', async () => {
      await engine.goto('/about/')
      await tap(engine, { role: 'button', name: 'Open menu' })
      await shown(engine, menu)
      await engine.press('Escape')
      await gone(engine, menu)
      await expectFocus(engine, 'button "Open menu"')
    })

    it('prices a roof in a served town, and offers a quote by hand anywhere else', async () => {
      await engine.goto('/')
      const address: Query = { role: 'textbox', name: 'Your address', within: estimateBox }
      const start: Query = { role: 'button', name: 'START', within: estimateBox }
      await typeInto(engine, address, '212 Glenwood Ave, Raleigh')
      await tap(engine, start)
      await shown(engine, { role: 'text', name: 'Typical roof replacement in Raleigh', within: estimateBox })
      await expectEveryControlReachable(engine, estimateBox)

      await engine.goto('/')
      await typeInto(engine, address, '15 Queens Rd, Charlotte')
      await tap(engine, start)
      await shown(engine, { role: 'text', name: "We can't give an instant quote for that address.", within: estimateBox })
      await tap(engine, { role: 'button', name: "I'D STILL LIKE A QUOTE", within: estimateBox })
      const dialog: Query = { role: 'dialog', name: 'Request a Quote' }
      await shown(engine, dialog)
      await expect(inspect(engine, { role: 'textbox', name: 'Property address', within: dialog })).resolves.toMatchObject({
        value: '15 Queens Rd, Charlotte',
      })
    })

    it("shows the hero form's four messages, each beside its field", async () => {
      await engine.goto('/')
      await typeInto(engine, { role: 'textbox', name: 'Name', within: heroForm }, 'K')
      await typeInto(engine, { role: 'textbox', name: 'Email', within: heroForm }, 'karen@')
      await typeInto(engine, { role: 'textbox', name: 'Phone', within: heroForm }, '919-555')
      await tap(engine, { role: 'button', name: 'Get My Free Estimate', within: heroForm })
      await expectFocusUncovered(engine, 'textbox "Name"')
      for (const message of [
        'Name must be at least 2 characters',
        'Invalid email address',
        'Phone number must be at least 10 digits',
        'Address is required',
      ])
        await expectReachable(engine, { role: 'alert', name: message, within: heroForm })
      await expectEveryControlReachable(engine, heroForm)
    })

    it('opens the quote dialog, takes typing, and closes', async () => {
      await engine.goto('/')
      await tap(engine, { role: 'button', name: 'Get Free Estimate' })
      const dialog: Query = { role: 'dialog', name: 'Get a Free Estimate' }
      await shown(engine, dialog)
      await typeInto(engine, { role: 'textbox', name: 'Name', within: dialog }, 'Karen Mills')
      await expect(inspect(engine, { role: 'textbox', name: 'Name', within: dialog })).resolves.toMatchObject({ value: 'Karen Mills' })
      await expectEveryControlReachable(engine, dialog)
      await tap(engine, { role: 'button', name: 'Close', within: dialog })
      await gone(engine, dialog)
    })

    it('keeps a request the form service refused on the phone, and sends it by itself, once, when it answers', async () => {
      taken.length = 0
      await engine.goto('/contact/')
      const form: Query = { role: 'form', name: 'Request a quote' }
      for (const [label, value] of [
        ['Name', 'Karen Mills'],
        ['Email', 'karen@example.com'],
        ['Phone', '(919) 555-0188'],
        ['Property address', '212 Glenwood Ave, Raleigh'],
      ] as const)
        await typeInto(engine, { role: 'textbox', name: label, within: form }, value)
      refusing = true
      await tap(engine, { role: 'button', name: 'Request My Free Quote', within: form })
      await shown(engine, { role: 'text', name: 'Saved on this device, not sent yet', within: form })
      await expectReachable(engine, { role: 'button', name: 'Cancel request', within: form })
      refusing = false
      // the next try, 5 s later
      await shown(engine, { role: 'text', name: 'Your saved estimate request was sent' }, 20_000)
      await gone(engine, { role: 'text', name: 'Saved on this device, not sent yet', within: form })
      expect(taken).toHaveLength(1)
      expect(taken[0]).toMatch(/^[0-9a-f-]{36}$/)
    })

    it('shows the whole team on request and opens an answer of the FAQ', async () => {
      await engine.goto('/about/')
      const team: Query = { css: '#team' }
      // the members drawn: those past the first eight wait in a closed disclosure
      const members: Query = { css: '#team li h3', name: matching(/./) }
      await expect(count(engine, members)).resolves.toBe(8)
      await tap(engine, { role: 'button', name: 'View More Members', within: team })
      await waitFor(`all ${content.team.length} members`, async () =>
        (await count(engine, members)) === content.team.length ? true : undefined,
      )
      await tap(engine, { role: 'button', name: 'Show Less', within: team })
      await waitFor('8 members', async () => ((await count(engine, members)) === 8 ? true : undefined))

      const question: Query = { role: 'button', within: { css: '#faq' }, nth: 0 }
      await tap(engine, question)
      await waitFor('the answer to open', async () => ((await inspect(engine, question)).expanded === 'true' ? true : undefined))
      await expectEveryControlReachable(engine, { css: '#faq' })
    })
  })
