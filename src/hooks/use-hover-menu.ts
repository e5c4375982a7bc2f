import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'

// Spec §9: desktop dropdowns open 200 ms after the pointer arrives, close 150 ms after it leaves,
// and open at once if another dropdown was open less than 300 ms ago (moving along the menu bar).
export const HOVER_OPEN_DELAY = 200
export const HOVER_SKIP_DELAY = 300
export const HOVER_CLOSE_DELAY = 150

let openMenus = 0
let lastClosedAt = Number.NEGATIVE_INFINITY

const shouldSkipDelay = () => openMenus > 0 || Date.now() - lastClosedAt < HOVER_SKIP_DELAY

/** Open state for a Chakra Menu that also opens on mouse hover; clicks and keys work as usual. */
export function useHoverMenu() {
  const [open, setOpenState] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const isOpen = useRef(false)

  const setOpen = useCallback((next: boolean) => {
    if (next === isOpen.current) return
    isOpen.current = next
    openMenus += next ? 1 : -1
    if (!next) lastClosedAt = Date.now()
    setOpenState(next)
  }, [])

  const cancel = () => clearTimeout(timer.current)

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    cancel()
    if (isOpen.current) return
    timer.current = setTimeout(() => setOpen(true), shouldSkipDelay() ? 0 : HOVER_OPEN_DELAY)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    cancel()
    timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY)
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      if (isOpen.current) openMenus -= 1
    },
    [],
  )

  return {
    open,
    onOpenChange: ({ open: next }: { open: boolean }) => {
      cancel()
      setOpen(next)
    },
    hoverProps: { onPointerEnter, onPointerLeave },
  }
}
