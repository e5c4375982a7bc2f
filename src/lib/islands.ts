/**
 * What the server writes into an island's frame, and reads back in the browser (src/islands/).
 * An island's props travel as JSON in its frame's `data-props`: only what JSON keeps the same.
 */

/**
 * When an island hydrates: on the visitor's first touch of it, on the page's first scroll (and never
 * on a touch, which its HTML answers), when it comes near the screen, or on touch unless the page's
 * address has a query (which it answers at once).
 */
export type Wake = 'touch' | 'scroll' | 'near' | 'touch-or-query'

/**
 * Events that mean the visitor has reached an island (pointer over it, a tap, Tab into it, a key),
 * and a press that comes alone: mouse events without pointer events, or a click by itself (what
 * assistive technology and voice control may send). It hydrates, and what it missed is caught up with.
 */
export const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'mousedown', 'click'] as const

/** How far below the screen an island that wakes when near starts hydrating. */
export const NEAR_MARGIN = '600px 0px'

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** Throws, naming the island and the prop, for a value JSON would drop or change (a function, a React element, a Date). */
function checkJson(value: unknown, where: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item === undefined) throw new Error(`${where}[${index}] is undefined, which JSON turns into null`)
      checkJson(item, `${where}[${index}]`)
    })
    return
  } else if (typeof value === 'object' && isPlainObject(value) && !('$$typeof' in value)) {
    for (const [key, item] of Object.entries(value)) if (item !== undefined) checkJson(item, `${where}.${key}`)
    return
  }
  const kind = typeof value === 'object' && value && '$$typeof' in value ? 'a React element' : typeof value
  throw new Error(`${where} is ${kind}, which an island's props cannot carry: only JSON values reach the browser`)
}

/** The island's props as the server writes them. */
export function islandPropsJson(name: string, props: object): string {
  checkJson(props, `The ${name} island's props`)
  return JSON.stringify(props)
}

/** The island's props as the browser reads them from its frame. */
export function readIslandProps(name: string, json: string | undefined): Record<string, unknown> {
  const props = JSON.parse(json ?? '{}') as unknown
  if (typeof props !== 'object' || props === null || Array.isArray(props)) throw new Error(`The ${name} island's props are not an object`)
  return props as Record<string, unknown>
}
