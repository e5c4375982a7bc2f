import { StaticQueryContext } from 'gatsby'
import { createElement, type ComponentType, useContext, useEffect, useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { NEAR_MARGIN, readIslandProps, TOUCH_EVENTS, type Wake } from '../lib/islands'
import { loadDraft, saveDraft } from '../lib/forms/draft'
import { catchUp } from './catch-up'
import { ISLANDS, type IslandName, type IslandSpec } from './registry'
import { isServerHtmlKept } from '../lib/server-html'

/** What an island's root needs from the page's: the static queries' results and the page's path. */
type Bridge = { staticQueries: Record<string, unknown>; pathname: string; fail: (error: unknown) => void }

/**
 * An island about to hydrate; its props are read from its frame when first needed (not as the page
 * loads), once, or fetched as it wakes when the build moved them to a file (src/lib/build/island-props.ts).
 */
type Waking = { frame: HTMLElement; name: IslandName; props: () => Promise<Record<string, unknown>>; bridge: Bridge }

// An island's React tree, Chakra with it: fetched, and run, with the first island to wake.
const loadTree = () => import('./tree')

/**
 * Hydrates the island once its code is there: its part's and, for the page's first island, the
 * tree's (Chakra's). What the visitor did meanwhile is caught up with once it has (catch-up.ts).
 */
function wakeIsland(island: IslandSpec, { frame, name, props, bridge }: Waking) {
  const pending = catchUp(frame)
  // A form left before its code has come keeps what was typed as its draft, as it would once running.
  const draftKey = frame.dataset.draft
  const keepDraft = () => {
    const typed = pending.typedText()
    if (draftKey && Object.keys(typed).length > 0) saveDraft(draftKey, { ...loadDraft(draftKey), ...typed })
  }
  if (draftKey) window.addEventListener('pagehide', keepDraft)
  // Marks for the browser tests, which wait for them: the island is on its way, hydrating, then awake.
  frame.dataset.waking = ''
  const awake = () =>
    pending.hydrated(() => {
      window.removeEventListener('pagehide', keepDraft)
      delete frame.dataset.waking
      delete frame.dataset.hydrating
      frame.dataset.awake = ''
    })
  const part = island.part ? Promise.resolve(island.part) : island.load?.()
  if (!part) return console.error(`The ${name} island has neither a part nor a way to load one.`)
  // Fetched at once, hydrated as it comes: no island holds a control the browser answers itself (a
  // dialog's or a popover's button), whose answer a hydration under way would hold back.
  Promise.all([loadTree(), part, props()]).then(
    ([{ IslandTree }, part, partProps]) => {
      frame.dataset.hydrating = ''
      pending.hydrating()
      hydrateRoot(
        frame,
        <IslandTree staticQueries={bridge.staticQueries} pathname={bridge.pathname} fail={bridge.fail} frame={frame} onAwake={awake}>
          {createElement(part as ComponentType<never>, partProps as never)}
        </IslandTree>,
        {
          identifierPrefix: frame.dataset.ids,
          // A part that renders differently in the browser is drawn anew by React: said, so a test fails.
          onRecoverableError: (error) => console.error(`The ${name} island did not match its server HTML:`, error),
        },
      )
    },
    (error: unknown) => {
      console.error(`The ${name} island's code or props could not be fetched; it stays as the server wrote it.`, error)
      pending.failed()
      window.removeEventListener('pagehide', keepDraft)
      delete frame.dataset.waking
    },
  )
}

/** The island's props: from its frame, or from the file the build moved them to (fetched once, as it wakes). */
async function propsOf(name: IslandName, frame: HTMLElement): Promise<Record<string, unknown>> {
  const src = frame.dataset.propsSrc
  if (!src) return readIslandProps(name, frame.dataset.props)
  const response = await fetch(src)
  if (!response.ok) throw new Error(`${src} answered ${response.status}`)
  return readIslandProps(name, await response.text())
}

/** Calls `wake` once, on the first of the island's wake events; returns what stops listening. */
function onWake(frame: HTMLElement, wake: Wake, callback: () => void): () => void {
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((fn) => fn())
  const fire = () => {
    stop()
    callback()
  }
  // Capturing on the document: the first event that reaches the island wakes it, whatever the part
  // does with events.
  const reached = (event: Event) => frame.contains(event.target as Node) && fire()
  if (wake !== 'scroll') {
    for (const type of TOUCH_EVENTS) document.addEventListener(type, reached, { capture: true, passive: true })
    stops.push(() => {
      for (const type of TOUCH_EVENTS) document.removeEventListener(type, reached, { capture: true })
    })
  }
  if (wake === 'touch-or-query' && window.location.search.length > 1) {
    fire()
    return stop
  }
  if (wake === 'scroll') {
    window.addEventListener('scroll', fire, { passive: true, once: true })
    stops.push(() => window.removeEventListener('scroll', fire))
  }
  if (wake === 'near') {
    // The frame draws no box (display: contents): its children are what comes near.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), { rootMargin: NEAR_MARGIN })
    for (const child of Array.from(frame.children)) observer.observe(child)
    stops.push(() => observer.disconnect())
  }
  return stop
}

/** Arms every island of the page. */
function armIslands(bridge: Bridge): () => void {
  const stops: Array<() => void> = []
  for (const frame of Array.from(document.querySelectorAll<HTMLElement>('[data-island]:not([data-armed])'))) {
    frame.dataset.armed = ''
    const name = frame.dataset.island as IslandName
    if (!(name in ISLANDS)) {
      console.error(`The page names an island the code does not know: ${name}`)
      continue
    }
    const island: IslandSpec = ISLANDS[name]
    let read: Promise<Record<string, unknown>> | undefined
    const props = () => (read ??= propsOf(name, frame))
    const wake = () => wakeIsland(island, { frame, name, props, bridge })
    // A form with a draft the visitor typed earlier in this tab shows it at once.
    const draft = frame.dataset.draft
    if (draft && loadDraft(draft)) wake()
    else stops.push(onWake(frame, island.wake, wake))
  }
  return () => stops.forEach((stop) => stop())
}

/**
 * In the page's own root, which renders nothing of the page when its server HTML is kept: hands the
 * islands what their roots need, and turns an island's failure into the page's (the error screen).
 */
export function IslandHost({ pathname }: { pathname: string }) {
  const staticQueries = useContext(StaticQueryContext)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  // Islands read the latest results when they wake; the islands are armed once per page.
  const bridge = useRef<Bridge>({ staticQueries, pathname, fail: (error) => setFailure({ error }) })
  bridge.current.staticQueries = staticQueries
  useEffect(() => {
    // (`gatsby develop` renders the whole page: nothing to arm.)
    const stop = isServerHtmlKept() ? armIslands(bridge.current) : undefined
    document.documentElement.dataset.islands = 'armed'
    return stop
  }, [])
  if (failure) throw failure.error
  return null
}
