import { useEffect, type RefObject } from 'react'
import { useInView } from './use-in-view'

/**
 * Adds a third-party script to the page while the element is in (or near) the viewport, and takes
 * it out again when the element leaves: nothing is fetched before the visitor scrolls there.
 * Returns whether the element is in view.
 */
export function useScriptWhileVisible(ref: RefObject<Element>, src: string) {
  const inView = useInView(ref)
  useEffect(() => {
    if (!inView) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    document.body.appendChild(script)
    return () => script.remove()
  }, [inView, src])
  return inView
}
