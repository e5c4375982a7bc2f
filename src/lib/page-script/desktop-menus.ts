/**
 * Spec §9: a dropdown opens 200 ms after the pointer arrives and closes 150 ms after it leaves; the
 * next one opens at once within 300 ms of the last.
 */
export const MENU_TIMING = { open: 200, skip: 300, close: 150 }

export type MenuTiming = typeof MENU_TIMING

/** Marks a desktop dropdown: a `<details>` whose summary names it and whose panel lists its links. */
export const DESKTOP_MENU_ATTRIBUTE = 'data-desktop-menu'

/**
 * What HTML can't do for the desktop dropdowns (each a `<details>`, which opens and closes on a click,
 * Enter or Space by itself): open on the mouse resting on it and close as it leaves, with the spec's
 * delays (the click that usually follows the rest leaves it open); one open at a time where the
 * browser ignores `name`; Escape, a press outside or focus leaving closes it; the arrows open it and
 * move through its links. Runs in the page: the build writes its source into the page's first script
 * (page-script/index.ts), so it uses nothing outside its body.
 */
export function desktopMenus(timing: MenuTiming, attribute: string) {
  const selector = `details[${attribute}]`
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>()
  // opened by the mouse resting on it: the click that usually follows keeps it open
  const hoverOpened = new WeakSet<Element>()
  let lastClosedAt = Number.NEGATIVE_INFINITY
  const all = () => Array.from(document.querySelectorAll<HTMLDetailsElement>(selector))
  const menuOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLDetailsElement>(selector) : null)
  const later = (menu: HTMLDetailsElement, ms: number, open: boolean) => {
    clearTimeout(timers.get(menu))
    timers.set(
      menu,
      setTimeout(() => {
        if (menu.open === open) return
        menu.open = open
        if (open) hoverOpened.add(menu)
      }, ms),
    )
  }
  const enter = (menu: HTMLDetailsElement) => {
    const skip = all().some((other) => other.open) || Date.now() - lastClosedAt < timing.skip
    later(menu, skip ? 0 : timing.open, true)
  }
  // `toggle` does not bubble: heard on its way down
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target instanceof HTMLDetailsElement && event.target.matches(selector) ? event.target : null
      if (!menu) return
      if (!menu.open) {
        lastClosedAt = Date.now()
        hoverOpened.delete(menu)
      } else for (const other of all()) if (other !== menu && other.open) other.open = false
    },
    true,
  )
  document.addEventListener('pointerover', (event) => {
    const menu = menuOf(event.target)
    if (event.pointerType === 'mouse' && menu && !menu.contains(event.relatedTarget as Node | null)) enter(menu)
  })
  document.addEventListener('pointerout', (event) => {
    const menu = menuOf(event.target)
    if (event.pointerType === 'mouse' && menu && !menu.contains(event.relatedTarget as Node | null)) later(menu, timing.close, false)
  })
  document.addEventListener('click', (event) => {
    const menu = menuOf(event.target)
    if (!menu || !hoverOpened.has(menu) || !(event.target as Element).closest('summary')) return
    hoverOpened.delete(menu)
    event.preventDefault()
  })
  document.addEventListener('pointerdown', (event) => {
    for (const menu of all()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false
  })
  document.addEventListener('focusout', (event) => {
    const menu = menuOf(event.target)
    const to = event.relatedTarget
    if (menu?.open && to instanceof Node && !menu.contains(to)) menu.open = false
  })
  document.addEventListener('keydown', (event) => {
    const menu = menuOf(event.target)
    const summary = menu?.querySelector('summary')
    if (!menu || !summary) return
    const links = Array.from(menu.querySelectorAll<HTMLAnchorElement>('a[href]'))
    const at = links.indexOf(event.target as HTMLAnchorElement)
    let next: HTMLElement | undefined
    if (event.key === 'Escape' && menu.open) {
      menu.open = false
      next = summary
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      menu.open = true
      const step = event.key === 'ArrowDown' ? 1 : -1
      next = at < 0 ? links.at(step > 0 ? 0 : -1) : links[(at + step + links.length) % links.length]
    } else if ((event.key === 'Home' || event.key === 'End') && at >= 0) next = links.at(event.key === 'Home' ? 0 : -1)
    if (!next) return
    event.preventDefault()
    next.focus()
  })
  // a pointer already resting on a dropdown when the page's script came
  const resting = document.querySelector<HTMLDetailsElement>(`${selector}:hover`)
  if (resting) enter(resting)
}
