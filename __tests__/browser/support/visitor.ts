// A visitor's hands and eyes, over any engine: find a control as a person names it, bring it on
// screen the way a finger would (a swipe over the box that scrolls, never a script's scrollIntoView),
// and accept it only when it is wholly visible and is what a tap at its centre lands on.
import type { Engine } from './engines'
import type { Inspection, PageState, Query, TapSeen } from './in-page'

export type { Query } from './in-page'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A regular expression as a name query (in-page code receives plain data). */
export const matching = (pattern: RegExp): Query['name'] => ({ source: pattern.source, flags: pattern.flags })

const label = (query: Query): string => {
  const name = typeof query.name === 'object' ? `/${query.name.source}/` : query.name !== undefined ? `"${query.name}"` : ''
  const own = query.css ?? `${query.role ?? ''} ${name}`.trim()
  return query.within ? `${own} in ${label(query.within)}` : own
}

/** Polls until `check` returns a value that is not undefined, or fails naming `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}${last ? ` (${String(last)})` : ''}`)
    await sleep(100)
  }
}

export const inspect = (engine: Engine, query: Query, corners = false) => engine.run<Inspection>({ op: 'inspect', target: query, corners })
export const count = (engine: Engine, query: Query) => engine.run<number>({ op: 'count', target: query })
export const pageState = (engine: Engine) => engine.run<PageState>({ op: 'page' })

/** Waits until the control in focus is `description` (role and name, e.g. 'button "Open menu"'). */
export async function expectFocus(engine: Engine, description: string) {
  let actual = ''
  await waitFor(`focus on ${description}`, async () => {
    actual = (await pageState(engine)).focused
    return actual === description ? true : undefined
  }).catch(() => {
    throw new Error(`[${engine.name}] focus is on ${actual}, not on ${description}`)
  })
}

/**
 * The control in focus is on screen where the page left it (once any smooth scroll has ended), and
 * nothing (a fixed header, the phone's action bar, a toast) covers any side of it.
 */
export async function expectFocusUncovered(engine: Engine, description?: string) {
  if (description) await expectFocus(engine, description)
  const focused = await settledFocus(engine)
  if (!focused) throw new Error(`[${engine.name}] nothing has focus`)
  if (!focused.inView)
    throw new Error(`[${engine.name}] the control in focus, ${focused.description}, is off screen at ${JSON.stringify(focused.rect)}`)
  if (!focused.reachable)
    throw new Error(`[${engine.name}] the control in focus, ${focused.description}, is covered by ${focused.coveredBy.join('; ')}`)
}

async function settledFocus(engine: Engine): Promise<Inspection | null> {
  let previous = await engine.run<Inspection | null>({ op: 'focused' })
  for (let i = 0; i < 30; i++) {
    await engine.run({ op: 'frames' })
    const next = await engine.run<Inspection | null>({ op: 'focused' })
    if (next?.rect?.y === previous?.rect?.y) return next
    previous = next
  }
  return previous
}

/** Waits until something matching `query` is drawn on the page (it may still be off screen). */
export const shown = (engine: Engine, query: Query, timeout?: number) =>
  waitFor(`${label(query)} to be shown`, async () => ((await inspect(engine, query)).shown ? true : undefined), timeout)

/** Waits until nothing matching `query` is drawn. */
export const gone = (engine: Engine, query: Query, timeout?: number) =>
  waitFor(`${label(query)} to go away`, async () => ((await inspect(engine, query)).shown ? undefined : true), timeout)

/**
 * Waits for the control's position to settle (an animation, a smooth scroll, the sections skipped
 * off screen being drawn after a first scroll, which move what is below them) and returns it.
 */
async function settled(engine: Engine, query: Query, corners: boolean): Promise<Inspection> {
  let previous = await inspect(engine, query, corners)
  for (let i = 0; i < 30; i++) {
    await engine.run({ op: 'frames' })
    const next = await inspect(engine, query, corners)
    if (
      !(await engine.run<PageState>({ op: 'page' })).drawing &&
      next.rect &&
      previous.rect &&
      next.rect.x === previous.rect.x &&
      next.rect.y === previous.rect.y &&
      next.rect.height === previous.rect.height
    )
      return next
    previous = next
  }
  return previous
}

const problem = (query: Query, seen: Inspection): string | undefined => {
  if (!seen.found) return `${label(query)}: not on the page`
  if (!seen.shown) return `${seen.description}: not drawn (hidden or cut off whole)`
  if (seen.inert) return `${seen.description}: drawn but inert, so it cannot be used`
  if (!seen.inView) return `${seen.description}: not wholly on screen at ${JSON.stringify(seen.rect)}`
  if (!seen.reachable) return `${seen.description}: covered by ${seen.coveredBy.join('; ')}`
  return undefined
}

type ReachOptions = {
  /** also a point inside each edge: for the state's main button, which nothing may half cover */
  corners?: boolean
}

/**
 * Brings the control on screen as a finger would (when it is off screen, or behind the header or the
 * phone's action bar, a swipe moves it a third of the way down) and checks a visitor can see and tap it.
 * Returns what was seen and the problem, if any.
 */
export async function reach(
  engine: Engine,
  query: Query,
  { corners = false }: ReachOptions = {},
): Promise<{ seen: Inspection; problem?: string }> {
  let seen = await settled(engine, query, corners)
  for (let swipes = 0; seen.shown && !seen.reachable && seen.swipe && swipes < 6; swipes++) {
    await engine.swipe(seen.swipe.x, seen.swipe.y, seen.swipe.dy)
    seen = await settled(engine, query, corners)
  }
  return { seen, problem: problem(query, seen) }
}

/** Like `reach`, but a problem fails the test. */
export async function expectReachable(engine: Engine, query: Query, options: ReachOptions = {}): Promise<Inspection> {
  await waitFor(`${label(query)} to be on the page`, async () => ((await inspect(engine, query)).found ? true : undefined))
  const { seen, problem } = await reach(engine, query, options)
  if (problem) throw new Error(`[${engine.name}] a visitor cannot use it: ${problem}`)
  return seen
}

/** Taps the centre of a control a visitor can see. */
export async function tap(engine: Engine, query: Query) {
  const seen = await expectReachable(engine, query)
  const rect = seen.rect!
  await engine.run({ op: 'watchTap', target: query })
  const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2]
  await engine.tap(x, y)
  // The finger came down on the control, once: a press elsewhere (the page moved between the look and
  // the tap) or a second press would be a different visit from the one the test means.
  const watched = await waitFor(`the tap on ${label(query)} to reach the page`, async () => {
    const seen = await engine.run<TapSeen>({ op: 'tapSeen' })
    return seen === null || seen.presses.length > 0 ? seen : undefined
  })
  const presses = watched?.presses ?? [] // none: the tap opened another page
  const wrong = presses.filter((press) => !press.onTarget)
  if (wrong.length > 0 || presses.length > 1)
    throw new Error(
      `[${engine.name}] a tap at (${Math.round(x)}, ${Math.round(y)}) meant for ${seen.description} went down ${presses.length} time(s): ` +
        presses.map((press) => `on ${press.on} at (${press.x}, ${press.y})`).join('; '),
    )
}

/** Taps a field and types into it. */
export async function typeInto(engine: Engine, query: Query, text: string) {
  await tap(engine, query)
  await engine.type(text)
}

/** The controls' positions once they have stopped moving (an animation, a smooth scroll), in one look each time. */
async function settledControls(engine: Engine, scope: Query, nths: number[]): Promise<Inspection[]> {
  const look = () => engine.run<Inspection[]>({ op: 'inspectControls', scope, nths })
  const same = (a: Inspection[], b: Inspection[]) =>
    a.every((x, i) => x.rect?.x === b[i]?.rect?.x && x.rect?.y === b[i]?.rect?.y && x.rect?.height === b[i]?.rect?.height)
  let previous = await look()
  for (let i = 0; i < 30; i++) {
    await engine.run({ op: 'frames' })
    const next = await look()
    if (same(previous, next)) return next
    previous = next
  }
  return previous
}

/**
 * Every control drawn inside `scope` can be brought on screen by a swipe and tapped at its centre.
 * One sweep, as a visitor's thumb goes down a page: each look checks every control not yet seen where
 * the page stands and accepts those wholly on screen and on top; the first of the others is then
 * reached (swiped a third of the way down) or reported, and the next look takes in all it brought on screen.
 */
export async function expectEveryControlReachable(engine: Engine, scope: Query): Promise<number> {
  const indexes = await waitFor(
    `${label(scope)} to be on the page`,
    async () => (await engine.run<number[] | null>({ op: 'controls', scope })) ?? undefined,
  )
  const problems: string[] = []
  let waiting = [...indexes]
  while (waiting.length) {
    const seen = await settledControls(engine, scope, waiting)
    waiting = waiting.filter((_, i) => !seen[i]!.reachable)
    const [next] = waiting.splice(0, 1)
    if (next === undefined) break
    const { problem } = await reach(engine, { role: 'control', within: scope, nth: next })
    if (problem) problems.push(problem)
  }
  if (problems.length)
    throw new Error(
      `[${engine.name}] in ${label(scope)}, ${problems.length} of ${indexes.length} controls cannot be used:\n  ${problems.join('\n  ')}`,
    )
  return indexes.length
}
