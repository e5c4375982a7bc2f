// Every interactive state of the site, looked at as a visitor would, at 375, 768 and 1280 px in
// Chromium: every control the state draws can be brought on screen by a swipe and is what a tap at its
// centre lands on; nothing fixed covers the field in focus or the state's main button; and the screen
// matches its reviewed baseline image (__image_snapshots__/, updated with `npm run test:baselines`).
// Each width is a test file of its own (visitor-view-375.test.ts...), so the widths run side by side.
import path from 'node:path'
import { engineForTests, launchChromium, type ChromiumEngine } from './engines'
import { breakPathTable, drawnWhole, firstUse, until } from './site'
import { stormSource } from './storms'
import {
  expectEveryControlReachable,
  expectFocusUncovered,
  expectReachable,
  inspect,
  matching,
  pageState,
  shown,
  tap,
  typeInto,
  waitFor,
  type Query,
} from './visitor'

const WIDTHS = [375, 768, 1280] as const
export type Width = (typeof WIDTHS)[number]

type State = {
  name: string
  path: string
  /** widths where the state exists (default all three) */
  widths?: readonly Width[]
  /** widths whose screen is compared with a baseline image */
  shots: readonly Width[]
  /** what the visitor does to get there */
  act: (engine: ChromiumEngine) => Promise<void>
  /** the part of the page the state shows; all its controls are checked */
  scope: Query
  /** the button the state asks the visitor to press */
  main?: Query
  /** the control the state puts focus on (role and name) */
  focus?: string
  /** the page errors the state is made of (the error screen's); any other fails it */
  pageErrors?: RegExp
}

const menu: Query = { role: 'navigation', name: 'Mobile' }
const header: Query = { css: 'header' }
const estimateBox: Query = { role: 'region', name: 'What would a new roof cost at your address?' }
const heroForm: Query = { role: 'form', name: 'Get Your Free Estimate' }
const toasts: Query = { role: 'region', name: matching(/^Notifications/) }
const applicationDialog: Query = { role: 'dialog', name: matching(/^Apply: /) }
const quoteDialog: Query = { role: 'dialog', name: 'Get a Free Estimate' }
const submitQuote: Query = { role: 'button', name: 'Request My Free Quote', within: quoteDialog }
const esMenu: Query = { role: 'navigation', name: 'Menú para celular' }
const esApplicationDialog: Query = { role: 'dialog', name: matching(/^Solicitar empleo: /) }
const lead = { name: 'Karen Mills', email: 'karen@example.com', phone: '(919) 555-0188', address: '212 Glenwood Ave, Raleigh' }

const openMenu = async (engine: ChromiumEngine, section?: string) => {
  await tap(engine, { role: 'button', name: 'Open menu' })
  await shown(engine, menu)
  if (section) await tap(engine, { role: 'button', name: section, within: menu })
}
const priceAddress = async (engine: ChromiumEngine, address: string) => {
  if (address) await typeInto(engine, { role: 'textbox', name: 'Your address', within: estimateBox }, address)
  await tap(engine, { role: 'button', name: 'START', within: estimateBox })
}
const openQuoteDialog = async (engine: ChromiumEngine) => {
  await tap(engine, { role: 'button', name: 'Get Free Estimate' })
  await shown(engine, quoteDialog)
}

/** Failing form posts for the "failed submission" state. */
let failPosts = false
/** The storm reports' source (a stand-in answering from recorded reports), down for the storm check's fallback state. */
const storms = stormSource()
const stormResults: Query = { role: 'region', name: 'Storm reports near Cary' }
const stormFallback: Query = { role: 'region', name: 'The storm reports are not answering right now' }

const STATES: State[] = [
  { name: 'menu-open', path: '/', widths: [375, 768], shots: [375, 768], act: (e) => openMenu(e), scope: header },
  { name: 'menu-services', path: '/', widths: [375, 768], shots: [375, 768], act: (e) => openMenu(e, 'Services'), scope: header },
  { name: 'menu-about', path: '/', widths: [375, 768], shots: [375], act: (e) => openMenu(e, 'About'), scope: header },
  { name: 'menu-service-areas', path: '/', widths: [375, 768], shots: [375], act: (e) => openMenu(e, 'Service Areas'), scope: header },
  ...['Services', 'About', 'Service Areas'].map((group): State => ({
    name: `dropdown-${group.toLowerCase().replace(' ', '-')}`,
    path: '/',
    widths: [1280],
    shots: [1280],
    act: async (e) => {
      await tap(e, { role: 'button', name: group, within: { role: 'navigation', name: 'Main' } })
      await shown(e, { css: 'nav[aria-label="Main"] details[open] > ul' })
    },
    scope: { css: 'nav[aria-label="Main"] details[open] > ul' },
  })),
  {
    name: 'quote-dialog',
    path: '/',
    shots: [375, 768, 1280],
    act: openQuoteDialog,
    scope: quoteDialog,
    main: submitQuote,
  },
  {
    name: 'estimate-dialog',
    path: '/',
    shots: [375, 768, 1280],
    act: async (e) => {
      await priceAddress(e, lead.address)
      await tap(e, { role: 'button', name: 'Get my exact quote', within: estimateBox })
      await shown(e, { role: 'dialog', name: 'Get My Exact Quote' })
    },
    scope: { role: 'dialog', name: 'Get My Exact Quote' },
    main: { role: 'button', name: 'Request My Free Quote', within: { role: 'dialog', name: 'Get My Exact Quote' } },
  },
  {
    name: 'application-dialog',
    path: '/careers/',
    shots: [375, 768, 1280],
    act: async (e) => {
      await tap(e, { role: 'button', name: 'Apply Now' })
      await shown(e, applicationDialog)
    },
    scope: applicationDialog,
    main: {
      role: 'button',
      name: matching(/Submit|Send|Apply/),
      within: applicationDialog,
    },
  },
  {
    name: 'address-missing',
    path: '/',
    shots: [375, 1280],
    act: async (e) => {
      await priceAddress(e, '')
      await shown(e, { role: 'text', name: 'Please enter your address to get an estimate', within: toasts })
    },
    scope: estimateBox,
    main: { role: 'button', name: 'START', within: estimateBox },
  },
  {
    name: 'address-served',
    path: '/',
    shots: [375, 768, 1280],
    act: async (e) => {
      await priceAddress(e, lead.address)
      await shown(e, { role: 'text', name: 'Calculating Estimate', within: toasts })
      // measured from aerial imagery when the site has a Google key; these tests give none
      await shown(e, { role: 'text', name: 'Measuring roofs from aerial imagery is not switched on here yet.', within: estimateBox })
    },
    scope: estimateBox,
    main: { role: 'button', name: 'Get my exact quote', within: estimateBox },
  },
  {
    name: 'address-other',
    path: '/',
    shots: [375, 1280],
    act: async (e) => {
      await priceAddress(e, '15 Queens Rd, Charlotte')
      await shown(e, { role: 'text', name: "We can't give an instant quote for that address.", within: estimateBox })
    },
    scope: estimateBox,
    main: { role: 'button', name: "I'D STILL LIKE A QUOTE", within: estimateBox },
  },
  {
    name: 'hero-errors',
    path: '/',
    shots: [375, 768, 1280],
    act: async (e) => {
      await tap(e, { role: 'button', name: 'Get My Free Estimate', within: heroForm })
      await shown(e, { role: 'alert', name: 'Address is required', within: heroForm })
    },
    scope: heroForm,
    main: { role: 'button', name: 'Get My Free Estimate', within: heroForm },
    focus: 'textbox "Name"',
  },
  {
    name: 'failed-submission',
    path: '/',
    shots: [375, 1280],
    act: async (e) => {
      await openQuoteDialog(e)
      for (const [label, value] of [
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['Property address', lead.address],
      ] as const)
        await typeInto(e, { role: 'textbox', name: label, within: quoteDialog }, value)
      failPosts = true
      await tap(e, submitQuote)
      await shown(e, { role: 'text', name: 'Saved on this device, not sent yet', within: quoteDialog })
    },
    scope: quoteDialog,
    main: submitQuote,
    pageErrors: /status of 500/, // the browser's own report of the form service's answer
  },
  {
    name: 'faq-open',
    path: '/about/',
    shots: [375, 1280],
    act: async (e) => {
      const question: Query = { role: 'button', within: { css: '#faq' }, nth: 1 }
      await tap(e, question)
      await waitFor('the answer to open', async () => ((await inspect(e, question)).expanded === 'true' ? true : undefined))
    },
    scope: { css: '#faq' },
  },
  {
    name: 'team-expanded',
    path: '/about/',
    shots: [375, 1280],
    act: async (e) => {
      await tap(e, { role: 'button', name: 'View More Members', within: { css: '#team' } })
      await shown(e, { role: 'button', name: 'Show Less', within: { css: '#team' } })
    },
    scope: { css: '#team' },
    main: { role: 'button', name: 'Show Less', within: { css: '#team' } },
  },
  {
    name: 'video-playing',
    path: '/about/',
    shots: [375, 1280],
    act: async (e) => {
      await tap(e, { role: 'button', name: matching(/^Play video: /) })
      await shown(e, { css: 'iframe[src*="youtube-nocookie.com/embed/"]' })
    },
    scope: { css: 'main' },
  },
  {
    name: 'error-screen',
    path: '/',
    shots: [375, 1280],
    act: async (e) => {
      await breakPathTable(e.page)
      await tap(e, { role: 'link', name: 'Explore Our Services' })
      // the next page's code runs from its first use
      await e.page.waitForURL('**/services/')
      await firstUse(e.page)
      await shown(e, { role: 'heading', name: 'Unexpected Application Error!' })
    },
    scope: { css: 'main' },
    main: { role: 'link', name: 'Go to the home page' },
    pageErrors: /Cannot read properties of null|The above error occurred/,
  },
  {
    name: 'storm-check',
    path: '/storm-check/?town=cary&radius=5',
    shots: [375, 1280],
    act: async (e) => {
      await shown(e, stormResults)
      // where the visitor is asked to act: the inspection button, brought on screen
      await expectReachable(e, { role: 'button', name: 'Book a free inspection', within: stormResults })
    },
    scope: { css: '#check' },
    main: { role: 'button', name: 'Book a free inspection', within: stormResults },
  },
  {
    name: 'storm-unavailable',
    path: '/storm-check/',
    shots: [375, 1280],
    act: async (e) => {
      storms.mode = 'down'
      await e.goto('/storm-check/?town=cary&radius=5')
      await shown(e, stormFallback)
      await expectReachable(e, { role: 'button', name: 'Get Free Estimate', within: stormFallback })
    },
    scope: { css: '#check' },
    main: { role: 'button', name: 'Get Free Estimate', within: stormFallback },
    pageErrors: /status of 502/, // the browser's own report of the function's answer
  },
  // The same site in Spanish, where Spanish words are longest: the home page and its menu on a phone,
  // a town page, the application dialog of the careers page.
  { name: 'es-home', path: '/es/', widths: [375, 1280], shots: [375, 1280], act: async () => {}, scope: header },
  {
    name: 'es-menu-open',
    path: '/es/',
    widths: [375, 768],
    shots: [375],
    act: async (e) => {
      await tap(e, { role: 'button', name: 'Abrir el menú' })
      await shown(e, esMenu)
      await tap(e, { role: 'button', name: 'Ciudades', within: esMenu })
    },
    scope: header,
  },
  { name: 'es-town', path: '/es/cary/', shots: [375, 1280], act: async () => {}, scope: { css: 'main' } },
  {
    name: 'es-application-dialog',
    path: '/es/empleos/',
    shots: [375, 1280],
    act: async (e) => {
      await tap(e, { role: 'button', name: 'Solicitar empleo' })
      await shown(e, esApplicationDialog)
    },
    scope: esApplicationDialog,
    main: { role: 'button', name: 'Envía tu solicitud', within: esApplicationDialog },
  },
]

/** The screen as a visitor sees it, once its fonts and the images on screen have loaded. */
async function screen(engine: ChromiumEngine): Promise<Buffer> {
  await engine.page.evaluate(() => document.fonts.ready)
  // What the visitor's touches set off has come: no island's code still on its way (the header
  // hides its banner once its code has come).
  await until(engine.page, 'every island woken to have hydrated', () => !document.querySelector('[data-waking]'))
  // Dialogs and toasts fade in: wait until every animation that ends has ended (spinners never do).
  await until(engine.page, 'every animation that ends to have ended', () =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  )
  await until(engine.page, 'the images on screen to load', () =>
    Array.from(document.images).every((img) => {
      const r = img.getBoundingClientRect()
      // (an image in a closed <details> has a box in Chromium, but is neither drawn nor fetched)
      return img.complete || r.bottom < 0 || r.top > innerHeight || r.width === 0 || !img.checkVisibility()
    }),
  )
  // A blocked YouTube frame shows the browser's own error page, which is not the site's to guard.
  return engine.page.screenshot({ animations: 'disabled', caret: 'hide', mask: [engine.page.locator('iframe')] })
}

const snapshotsDir = path.join(__dirname, '..', '__image_snapshots__')

/** The visitor view at one width: every state there, from a browser of that width. */
export const visitorView = (width: Width) =>
  describe(`at ${width} px`, () => {
    let engine: ChromiumEngine
    engineForTests(
      'Chromium',
      () =>
        launchChromium({ width, height: width === 1280 ? 900 : width === 768 ? 1024 : 780, onPost: () => (failPosts ? 500 : 200), storms }),
      (started) => (engine = started),
    )
    // Each state starts as a first visit, whatever the one before left: a request it left in the outbox
    // would be sent and confirmed on the next page, and Gatsby keeps each page's scroll position in
    // sessionStorage and restores it on the next load of that page (so a state would start where the
    // last one's sweep ended). Cleared from the page the state leaves, before the next one loads.
    afterEach(() =>
      engine?.page.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      }),
    )
    beforeEach(async () => {
      failPosts = false
      storms.mode = 'recorded'
      await engine.page.unrouteAll()
      await engine.page.context().clearCookies()
    })

    const states = STATES.filter((state) => (state.widths ?? WIDTHS).includes(width))
    it.each(states.map((state) => [state.name, state] as const))('%s', async (_name, state) => {
      await engine.goto(state.path)
      // A visitor who has looked at the page a moment: the sections skipped below the screen are
      // drawn at their real heights, so a state's scrolling lands where it does, the same every run.
      await drawnWhole(engine.page)
      await state.act(engine)
      // As the state was left: the field in focus in view and uncovered, and the screen as reviewed.
      if (state.focus) await expectFocusUncovered(engine, state.focus)
      if (state.shots.includes(width))
        expect(await screen(engine)).toMatchImageSnapshot({
          customSnapshotsDir: snapshotsDir,
          customDiffDir: path.join(snapshotsDir, '__diff_output__'),
          customSnapshotIdentifier: `${state.name}-${width}`,
          failureThreshold: 0.005,
          failureThresholdType: 'percent',
        })
      // Then its main button, with nothing fixed over any side of it, and every control it draws.
      if (state.main) await expectReachable(engine, state.main, { corners: true })
      await expectEveryControlReachable(engine, state.scope)
      expect((await engine.errors()).filter((error) => !state.pageErrors?.test(error))).toEqual([])
      expect((await pageState(engine)).width).toBe(width)
    })
  })
