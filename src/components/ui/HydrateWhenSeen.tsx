import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { isFirstHydration } from '../../lib/hydration'

/**
 * A promise React can wait on while it keeps a section's server HTML, opened once (when the section
 * comes near the screen or is touched). `open` is read synchronously, so a click that opens it can
 * hydrate the section in the same event.
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

function Wait({ gate, onShown, children }: { gate: Gate | null; onShown: () => void; children: ReactNode }) {
  if (gate && !gate.open) throw gate.promise
  useEffect(onShown, [onShown])
  return <>{children}</>
}

/** Events that mean the visitor has reached the section before it scrolled into view (Tab, a tap). */
const REACHED = ['pointerdown', 'focusin', 'keydown'] as const

type HydrateWhenSeenProps = {
  children: ReactNode
  /** how far below (and above) the screen a section starts hydrating */
  margin?: string
}

/**
 * The page's first load hydrates only what is on or near the screen: a section further down keeps
 * its server HTML (already styled, readable and linkable) and becomes interactive when it comes
 * within `margin` of the screen, or when something in it is tapped or focused first. React 18 does
 * this with a Suspense boundary that waits on a promise during hydration; the long hydration task
 * of a whole landing page becomes a short one plus one per section as the visitor scrolls (issue 8:
 * total blocking time).
 *
 * After the first load (a page reached by a link inside the site) there is no server HTML to keep,
 * and the section renders at once.
 */
export function HydrateWhenSeen({ children, margin = '600px' }: HydrateWhenSeenProps) {
  const box = useRef<HTMLDivElement>(null)
  const [gate] = useState<Gate | null>(() => (isFirstHydration() ? createGate() : null))
  // Until the boundary has hydrated its props must not change, or React would throw the server HTML
  // away and render the (empty) fallback: the first children are kept until then.
  const [live, setLive] = useState(gate === null)
  const firstChildren = useRef(children)
  const onShown = useCallback(() => setLive(true), [])
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
    if (!gate || gate.open || !element) return
    if (typeof IntersectionObserver === 'undefined') return gate.release()
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.release(), {
      rootMargin: `${margin} 0px`,
    })
    observer.observe(element)
    // Capturing on the document runs before React's own listener on the root: the section hydrates
    // in time for the very event that reached it.
    const reached = (event: Event) => element.contains(event.target as Node) && gate.release()
    for (const type of REACHED) document.addEventListener(type, reached, true)
    void gate.promise.then(() => {
      observer.disconnect()
      for (const type of REACHED) document.removeEventListener(type, reached, true)
    })
    return () => {
      observer.disconnect()
      for (const type of REACHED) document.removeEventListener(type, reached, true)
    }
  }, [gate, margin])

  return <div ref={box}>{boundary}</div>
}
