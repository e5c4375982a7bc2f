import { useEffect, useState } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

/**
 * Whether the visitor asks for less motion, following the setting if it changes. It answers true
 * until the browser has been asked (the server render, the first paint), so nothing starts moving
 * before we know it may.
 */
export function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(true)
  useEffect(() => {
    const media = window.matchMedia(QUERY)
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])
  return reduced
}
