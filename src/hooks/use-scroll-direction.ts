import { useEffect, useState } from 'react'

/** 'up' at the top of the page and while scrolling up, 'down' while scrolling down. */
export function useScrollDirection(threshold = 8): 'up' | 'down' {
  const [direction, setDirection] = useState<'up' | 'down'>('up')
  useEffect(() => {
    let last = 0
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (y <= 0) setDirection('up')
      else if (Math.abs(y - last) >= threshold) setDirection(y > last ? 'down' : 'up')
      else return
      last = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // A page opened part-way down (a link to a section, a reload, Back) has not scrolled up.
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [threshold])
  return direction
}
