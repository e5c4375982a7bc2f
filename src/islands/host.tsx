import { StaticQueryContext } from 'gatsby'
import { Component, createElement, useContext, useEffect, useState, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { Provider } from '../components/ui/provider'
import { LocaleProvider } from '../hooks/use-locale'
import { NEAR_MARGIN, readIslandProps, TOUCH_EVENTS, type Wake } from '../lib/islands'
import { getSystem } from '../theme/system'
import { ISLANDS, type IslandName } from './index'
import { isServerHtmlKept } from './static'

/** What an island's root needs from the page's: the static queries' results and the page's path. */
type Bridge = { staticQueries: Record<string, unknown>; pathname: string; fail: (error: unknown) => void }

/** An island that fails to render takes the page with it: the page's root shows the error screen. */
class IslandBoundary extends Component<{ fail: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.fail(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Marks the frame once its part has hydrated (for the browser tests, which wait for it). */
function Awake({ frame }: { frame: HTMLElement }) {
  useEffect(() => {
    frame.dataset.awake = ''
  }, [frame])
  return null
}

function hydrateIsland(frame: HTMLElement, name: IslandName, bridge: Bridge) {
  const props = readIslandProps(name, frame.dataset.props)
  const part = createElement(ISLANDS[name].part as never, props)
  hydrateRoot(
    frame,
    <StaticQueryContext.Provider value={bridge.staticQueries}>
      <LocaleProvider pathname={bridge.pathname}>
        <Provider system={getSystem()}>
          <IslandBoundary fail={bridge.fail}>
            {part}
            <Awake frame={frame} />
          </IslandBoundary>
        </Provider>
      </LocaleProvider>
    </StaticQueryContext.Provider>,
    {
      // A part that renders differently in the browser is drawn anew by React: said, so a test fails.
      onRecoverableError: (error) => console.error(`The ${name} island did not match its server HTML:`, error),
    },
  )
}

/** Calls `wake` once, on the first of the island's wake events; returns what stops listening. */
function onWake(frame: HTMLElement, wake: Wake, callback: () => void): () => void {
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((fn) => fn())
  const fire = () => {
    stop()
    callback()
  }
  // Capturing on the document runs before the island's own listeners: it hydrates in time for the
  // very event that reached it (React hydrates a root at once for a click or a key).
  const reached = (event: Event) => frame.contains(event.target as Node) && fire()
  for (const type of TOUCH_EVENTS) document.addEventListener(type, reached, { capture: true, passive: true })
  stops.push(() => {
    for (const type of TOUCH_EVENTS) document.removeEventListener(type, reached, { capture: true })
  })
  if (wake === 'touch-or-scroll') {
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

/** Arms every island of the page that is not inside another (those hydrate with it). */
function armIslands(bridge: Bridge): () => void {
  const stops: Array<() => void> = []
  for (const frame of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
    if (frame.parentElement?.closest('[data-island]')) continue
    const name = frame.dataset.island as IslandName
    if (!(name in ISLANDS)) {
      console.error(`The page names an island the code does not know: ${name}`)
      continue
    }
    stops.push(onWake(frame, ISLANDS[name].wake, () => hydrateIsland(frame, name, bridge)))
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
  useEffect(() => {
    if (!isServerHtmlKept()) return
    const stop = armIslands({ staticQueries, pathname, fail: (error) => setFailure({ error }) })
    document.documentElement.dataset.islands = 'armed'
    return stop
  }, [staticQueries, pathname])
  if (failure) throw failure.error
  return null
}
