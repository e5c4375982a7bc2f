import { useRef, useState, type FocusEvent, type PointerEvent, type SyntheticEvent } from 'react'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/**
 * When an autoplaying carousel may move. Never with reduced motion; never after the visitor pressed
 * pause (WCAG 2.2.2); not while the mouse is over the slides (`hoverProps`) or keyboard focus is
 * anywhere in the carousel (`regionProps`, which also take the controls). With
 * `stopOnInteraction`, a click, touch, key or focus anywhere in it but on the pause button stops it
 * for good, as if pause had been pressed.
 */
export function useCarouselAutoplay(stopOnInteraction: boolean) {
  const reducedMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Focus that comes with a click is not keyboard focus: it must not hold a carousel that the
  // visitor clicked and then left with the mouse.
  const pointerDown = useRef(false)
  const playing = !reducedMotion && !paused

  const interact = (event: SyntheticEvent) => {
    if (stopOnInteraction && !toggleRef.current?.contains(event.target as Node)) setPaused(true)
  }
  const release = () => {
    pointerDown.current = false
  }
  const mouseOver = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(over)
  }

  return {
    /** whether a pause/play control makes sense at all */
    canPlay: !reducedMotion,
    /** what the pause/play control shows */
    playing,
    /** what the carousel does right now */
    running: playing && !hovered && !focused,
    toggle: () => setPaused((was) => !was),
    toggleRef,
    hoverProps: { onPointerEnter: mouseOver(true), onPointerLeave: mouseOver(false) },
    regionProps: {
      onPointerDown: (event: PointerEvent) => {
        pointerDown.current = true
        interact(event)
      },
      onPointerUp: release,
      onPointerCancel: release,
      onKeyDown: interact,
      onFocus: (event: FocusEvent) => {
        if (!pointerDown.current) setFocused(true)
        interact(event)
      },
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      },
    },
  }
}
