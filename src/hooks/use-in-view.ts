import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element is in (or near) the viewport. With `once`, it stays true after the first time,
 * for things to load when first needed; without, it follows the element in and out.
 */
export function useInView(ref: RefObject<Element>, { once = false, rootMargin = '200px' } = {}) {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting)
        setInView((was) => (once && was ? true : visible))
        if (visible && once) observer.disconnect()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, once, rootMargin])
  return inView
}
