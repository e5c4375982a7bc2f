// Whether the visitor is in the middle of a press: from a pointer, finger or key going down until
// the press has been answered (its click) or given up (cancelled, a long press's menu, the window
// left).
const START = ['pointerdown', 'touchstart', 'mousedown', 'keydown'] as const
const END = ['click', 'keyup', 'pointercancel', 'touchcancel', 'contextmenu', 'dragstart'] as const
const RELEASE = ['pointerup', 'touchend', 'mouseup'] as const

/** A release that makes no click (a finger slid off the button) ends the press this long after. */
export const RELEASE_WITHOUT_CLICK_MS = 300
/** A press held longer than this (a finger resting on the screen) no longer holds islands back. */
export const PRESS_HELD_MS = 1000

let watching = false
let pressing = false
let timer: ReturnType<typeof setTimeout> | undefined
const waiting: Array<() => void> = []

const endIn = (ms: number) => {
  clearTimeout(timer)
  timer = setTimeout(end, ms)
}

function end() {
  clearTimeout(timer)
  if (!pressing) return
  pressing = false
  // In a task of its own: the click's own answer (a dialog opened by its button) comes first.
  const done = waiting.splice(0)
  setTimeout(() => done.forEach((resolve) => resolve()), 0)
}

/** Starts following presses (once): called as the page's islands are armed, before any can wake. */
export function watchPresses() {
  if (watching) return
  watching = true
  const options = { capture: true, passive: true }
  const start = () => {
    pressing = true
    endIn(PRESS_HELD_MS)
  }
  for (const type of START) window.addEventListener(type, start, options)
  for (const type of RELEASE) window.addEventListener(type, () => endIn(RELEASE_WITHOUT_CLICK_MS), options)
  for (const type of END) window.addEventListener(type, end, options)
  // the window itself losing focus (not capturing: an element's blur would pass through)
  window.addEventListener('blur', end)
}

/**
 * Resolves once no press is under way, in a task after the press that is (the one whose first event
 * may be what called this: a finger's pointerover comes in the task its pointerdown comes in).
 *
 * An island woken by a press hydrates only then: React hydrates a root at once, in one long task,
 * when a press's event reaches it still unhydrated, before the browser's own answer to the press (a
 * dialog opened by its button's `commandfor`), which would wait for it (200 ms on a phone).
 */
export function afterPress(): Promise<void> {
  watchPresses()
  return new Promise((resolve) =>
    setTimeout(() => {
      if (pressing) waiting.push(resolve)
      else resolve()
    }, 0),
  )
}
