import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react'

/**
 * A promise React can wait on while it keeps a part of the page as server HTML, opened once. `open`
 * is read synchronously, so a tap that opens it can hydrate that part within the same event.
 */
type Gate = { open: boolean; promise: Promise<void>; release: () => void }

function createGate(): Gate {
  const gate = { open: false } as Gate
  gate.promise = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.open = true
      resolve()
    }
  })
  return gate
}

/**
 * 'soon' parts open one at a time, in the order their wrappers mounted (page order; a part nested in
 * another comes after it), each after the one before has hydrated. React commits each part on its
 * own: a commit cannot be split, and one commit of all of them was the longest task of a page load
 * (issue 8). A part the visitor reaches opens at once, out of turn.
 */
const soonParts: Gate[] = []
let soonOpening: Gate | null = null

function openNextSoon() {
  // One at a time: the part opening now clears this once it has hydrated (soonShown).
  if (soonOpening) return
  const next = soonParts.shift()
  if (!next) return
  soonOpening = next
  // After this frame: the first paint and the commit before come first.
  setTimeout(next.release, 0)
}

function queueSoon(gate: Gate) {
  soonParts.push(gate)
  openNextSoon()
  return () => {
    const index = soonParts.indexOf(gate)
    if (index >= 0) soonParts.splice(index, 1)
  }
}

/** The part has hydrated (its effects ran): the next 'soon' part may open. */
function soonShown(gate: Gate | null) {
  if (gate && gate === soonOpening) {
    soonOpening = null
    setTimeout(openNextSoon, 0)
  }
}

function Wait({ gate, onShown, children }: { gate: Gate | null; onShown: () => void; children: ReactNode }) {
  if (gate && !gate.open) throw gate.promise
  useEffect(onShown, [onShown])
  return <>{children}</>
}

/** Events that mean the visitor has reached a part before it was hydrated (the pointer over it, Tab, a tap, a key). */
const REACHED = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const

const noSubscription = () => () => undefined
/** True while React hydrates server HTML (the first load, or a part released later); false when it renders anew. */
const useIsHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )

type HydrateProps = {
  children: ReactNode
  /**
   * 'soon': right after the page's first render, one part after another in page order, each as its
   * own low-priority work that React splits into slices of a few milliseconds (the header, the
   * page's content).
   * 'visible': when it comes within `margin` of the screen (sections further down, the footer).
   * Either way, at once if the visitor points at, taps, focuses or types in it first.
   */
  when: 'soon' | 'visible'
  /** how far below (and above) the screen a 'visible' part starts hydrating */
  margin?: string
  /** the wrapper's style, where it sits in a flex row (a block <div> otherwise) */
  style?: CSSProperties
  /**
   * Let the browser skip styling, laying out and painting the part while it is off screen
   * (`content-visibility: auto`): for whole sections of a long page and the footer, never for a part
   * whose content may overflow it (its paint is contained: a dropdown would be cut off).
   */
  skipOffscreen?: boolean
}

/**
 * A section the browser skips until it comes near the screen, or until the browser has a moment to
 * spare after the page has started. The first style and layout of a long landing page (1,300
 * elements on home and the town pages) was the longest task of its load; with the sections below the
 * first screen skipped it is a third of that (issue 8). Once the page is running, the skipped
 * sections are drawn one per idle moment (drawOneSkipped), each a short task of its own: the page is
 * then whole for anything that reads what is drawn (assistive technology that asks for positions,
 * accessibility checkers, which judged colours against the wrong background while a section was
 * skipped). Until drawn a section counts as 1,000 px tall (they measure 300-4,000 px on a phone and
 * 200-1,200 px on a desktop); its content stays in the page all along, for search, find-in-page and
 * links to its anchors.
 */
const SKIP_OFFSCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 1000px' }

/** Skipped sections waiting to be drawn, in page order (the order their wrappers mounted). */
const skipped: HTMLElement[] = []
let drawing = false

/** Draws the first skipped section at the browser's next idle moment, then the next, one per task. */
function drawOneSkipped() {
  if (drawing) return
  drawing = true
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 50))
  idle(() => {
    drawing = false
    const next = skipped.shift()
    if (!next) return
    next.style.contentVisibility = 'visible'
    next.getBoundingClientRect() // its style and layout in this task, not merged into the next frame's
    drawOneSkipped()
  })
}

/**
 * Hydrates a part of the page later than the rest, from its server HTML (already styled, readable
 * and linkable in the meantime). React 18 keeps a Suspense boundary's server HTML while the boundary
 * waits on a promise during hydration, and hydrates it when the promise settles, as separate work
 * that yields to the browser every few milliseconds. One long hydration task of the whole page
 * becomes a short one (the shell) and many small ones (issue 8: total blocking time).
 *
 * When React renders anew instead (a page reached by a link inside the site), there is no server
 * HTML to keep, and the children render at once.
 */
export function Hydrate({ children, when, margin = '600px', style, skipOffscreen = false }: HydrateProps) {
  const box = useRef<HTMLDivElement>(null)
  const hydrating = useIsHydrating()
  // The server renders everything; the browser waits only when it hydrates what the server sent.
  const [gate] = useState<Gate | null>(() => (hydrating && typeof window !== 'undefined' ? createGate() : null))
  // Until the boundary has hydrated its props must not change, or React would throw the server HTML
  // away and render the (empty) fallback: the first children are kept until then.
  const [live, setLive] = useState(!hydrating)
  const firstChildren = useRef(children)
  const onShown = useCallback(() => {
    setLive(true)
    soonShown(gate)
  }, [gate])
  const content = live ? children : firstChildren.current
  // The same element object while waiting: React then leaves the boundary alone when this re-renders.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Wait gate={gate} onShown={onShown}>
          {content}
        </Wait>
      </Suspense>
    ),
    [gate, onShown, content],
  )

  useEffect(() => {
    const element = box.current
    if (!skipOffscreen || !element) return
    skipped.push(element)
    drawOneSkipped()
    return () => {
      const index = skipped.indexOf(element)
      if (index >= 0) skipped.splice(index, 1)
    }
  }, [skipOffscreen])

  // A part that goes away before it has hydrated lets the next one open.
  useEffect(() => () => soonShown(gate), [gate])

  useEffect(() => {
    const element = box.current
    if (!gate || gate.open || !element) return
    const cleanups: Array<() => void> = []
    if (when === 'soon' || typeof IntersectionObserver === 'undefined') {
      cleanups.push(queueSoon(gate))
    } else {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.release(), {
        rootMargin: `${margin} 0px`,
      })
      observer.observe(element)
      cleanups.push(() => observer.disconnect())
    }
    // Capturing on the document runs before React's own listener on the root: the part hydrates in
    // time for the very event that reached it.
    const reached = (event: Event) => element.contains(event.target as Node) && gate.release()
    for (const type of REACHED) document.addEventListener(type, reached, true)
    cleanups.push(() => {
      for (const type of REACHED) document.removeEventListener(type, reached, true)
    })
    const cleanup = () => cleanups.splice(0).forEach((fn) => fn())
    void gate.promise.then(cleanup)
    return cleanup
  }, [gate, when, margin])

  // data-hydrated: for the browser tests, which wait for the first screen to be interactive.
  return (
    <div
      ref={box}
      data-hydrate={when}
      data-hydrated={live ? '' : undefined}
      style={skipOffscreen ? { ...SKIP_OFFSCREEN, ...style } : style}
    >
      {boundary}
    </div>
  )
}
