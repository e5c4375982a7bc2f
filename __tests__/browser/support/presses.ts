// Every way a person presses a control works the first time, and exactly once (issue 44): a pointer
// (the engine's own mouse, as a tap lands), mouse events without pointer events, a click alone (what
// assistive technology and voice control may send), and Enter or Space on a control a screen reader
// has moved focus to. Each kind on a fresh page, so that every island meets it before it has woken;
// in Chromium, Firefox ESR and WebKitGTK (one test file each, run side by side).
import { engineForTests, launch, type Engine, type EngineName } from './engines'
import { content } from './site'
import { count, gone, inspect, matching, shown, tap, waitFor, type Query } from './visitor'

const KINDS = ['pointer', 'mouse events alone', 'a click alone', 'Enter', 'Space'] as const
type Kind = (typeof KINDS)[number]

async function press(engine: Engine, target: Query, kind: Kind) {
  if (kind === 'pointer') return tap(engine, target)
  await waitFor(`${JSON.stringify(target)} to be on the page`, async () => ((await count(engine, target)) > 0 ? true : undefined))
  const pressed =
    kind === 'mouse events alone' || kind === 'a click alone'
      ? await engine.run<boolean | string>({ op: 'pressWithout', target, events: kind === 'a click alone' ? 'click' : 'mouse-events' })
      : await engine.run<boolean | string>({ op: 'focus', target })
  if (pressed !== true)
    throw new Error(`could not press it: ${pressed === false ? JSON.stringify(await inspect(engine, target)) : pressed}`)
  if (kind === 'Enter' || kind === 'Space') await engine.press(kind)
}

/**
 * A control and what pressing it does: `answered` waits until the answer is on the page and returns
 * what it saw; it is asked again once the control's island has woken and caught up, and must see the
 * same (a press made twice would have closed the menu, or moved the carousel on again).
 */
type Control = {
  name: string
  target: Query
  before?: (engine: Engine) => Promise<string | null>
  answered: (engine: Engine, before: string | null) => Promise<string>
  /** puts the page back for the next control (a dialog or the menu closed) */
  undo?: (engine: Engine) => Promise<void>
}

const dialogNamed = (name: string): Query => ({ role: 'dialog', name })
const escape = (query: Query) => async (engine: Engine) => {
  await engine.press('Escape')
  await gone(engine, query)
}

/** A dialog opens, and only one. */
const opensDialog = (name: string) => async (engine: Engine) => {
  await shown(engine, dialogNamed(name))
  return `${await count(engine, { css: 'dialog[open]' })} dialog(s) open`
}

/** The message shown, once. */
const shows = (query: Query) => async (engine: Engine) => {
  await shown(engine, query)
  return `${await count(engine, query)} shown`
}

/** The carousel's first wholly shown slide has moved on from what it was. */
const moves = (scope: string) => ({
  before: (engine: Engine) => engine.run<string | null>({ op: 'firstInCarousel', scope }),
  answered: (engine: Engine, before: string | null) =>
    waitFor(`the carousel in ${scope} to move`, async () => {
      const now = await engine.run<string | null>({ op: 'firstInCarousel', scope })
      return now && now !== before ? now : undefined
    }),
})

const menu: Query = { role: 'navigation', name: 'Mobile' }
const heroForm: Query = { role: 'form', name: 'Get Your Free Estimate' }
const estimateBox: Query = { role: 'region', name: 'What would a new roof cost at your address?' }
const homeQuote: Query = { role: 'form', name: 'Request a quote' }

const PAGES: ReadonlyArray<{ path: string; controls: Control[] }> = [
  {
    path: '/',
    controls: [
      {
        name: 'the phone menu',
        target: { role: 'button', name: 'Open menu' },
        answered: async (engine) => (await shown(engine, menu), 'open'),
        undo: escape(menu),
      },
      {
        name: "the hero form's button",
        target: { role: 'button', name: 'Get My Free Estimate', within: heroForm },
        answered: shows({ role: 'alert', name: 'Name must be at least 2 characters', within: heroForm }),
      },
      { name: "the testimonials' Next", target: { role: 'button', name: 'Next testimonial' }, ...moves('#testimonials') },
      { name: "the recent projects' Next", target: { role: 'button', name: 'Next project' }, ...moves('#recent-projects') },
      {
        name: 'a video poster',
        target: { role: 'button', name: matching(/^Play video/) },
        answered: shows({ css: 'iframe[src*="youtube-nocookie.com"]' }),
      },
      {
        name: "the video testimonials' Next",
        target: { role: 'button', name: 'Next video testimonial' },
        answered: shows({ role: 'text', name: '2 of 3' }),
      },
      {
        name: '"Get Free Estimate" (Ready to Get Started)',
        target: { role: 'button', name: 'Get Free Estimate', within: { css: '#main' }, nth: 0 },
        answered: opensDialog('Get a Free Estimate'),
        undo: escape(dialogNamed('Get a Free Estimate')),
      },
      {
        name: "the quote form's button",
        target: { role: 'button', name: 'Request My Free Quote', within: homeQuote },
        answered: shows({ role: 'alert', name: 'Name must be at least 2 characters', within: homeQuote }),
      },
      {
        // last: its toast stays a few seconds
        name: "the estimate box's START",
        target: { role: 'button', name: 'START', within: estimateBox },
        answered: shows({ role: 'text', name: 'Missing Information' }),
      },
    ],
  },
  {
    path: '/about/',
    controls: [
      {
        name: 'a question of the FAQ',
        target: { role: 'button', name: content.faq[0]!.question },
        answered: shows({ role: 'text', name: content.faq[0]!.answer }),
      },
      {
        name: 'View More Members',
        target: { role: 'button', name: 'View More Members' },
        answered: shows({ role: 'text', name: content.team[8]!.name }),
      },
    ],
  },
  {
    path: '/careers/',
    controls: [
      {
        name: 'Apply Now',
        target: { role: 'button', name: 'Apply Now' },
        answered: opensDialog(`Apply: ${content.openings[0]!.title}`),
        undo: escape({ role: 'dialog' }),
      },
    ],
  },
  {
    path: '/projects/',
    controls: [
      {
        name: "the image generator's button",
        target: { role: 'button', name: 'Generate image' },
        answered: shows({ role: 'text', name: 'Please enter your Runware API key' }),
      },
    ],
  },
  {
    path: '/storm-check/',
    controls: [
      {
        name: "the storm check's button",
        target: { role: 'button', name: 'Check storm reports' },
        answered: shows({ role: 'text', name: 'Type an address or ZIP code, or pick a town.' }),
      },
    ],
  },
]

export const presses = (name: EngineName) =>
  describe(`every kind of press, the first time and once (${name}, 375 px)`, () => {
    let engine: Engine
    engineForTests(
      name,
      () => launch(name, { width: 375, height: 780, reducedMotion: true }),
      (started) => (engine = started),
      120_000, // WebKit may take several starts (engines.ts)
    )

    for (const { path, controls } of PAGES)
      for (const kind of KINDS)
        it(`${path}: ${controls.map((c) => c.name).join(', ')}, by ${kind}`, async () => {
          await engine.goto(path)
          for (const control of controls) {
            const failed = (error: Error) => {
              throw new Error(`[${engine.name}] ${control.name}, pressed by ${kind}: ${error.message}`)
            }
            const before = (await control.before?.(engine)) ?? null
            const island = await engine.run<number>({ op: 'islandOf', target: control.target })
            await press(engine, control.target, kind).catch(failed)
            const first = await control.answered(engine, before).catch(failed)
            await waitFor(`the island of ${control.name} to wake`, async () =>
              (await engine.run<boolean>({ op: 'awake', island })) ? true : undefined,
            ).catch(failed)
            await expect(control.answered(engine, before).then((seen) => `${control.name}: ${seen}`)).resolves.toBe(
              `${control.name}: ${first}`,
            )
            await control.undo?.(engine)
          }
          expect(await engine.errors()).toEqual([])
        })
  })
