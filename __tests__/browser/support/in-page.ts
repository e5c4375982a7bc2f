// What a visitor sees, measured inside the page. `inPage` runs in every engine (Chromium, Firefox,
// WebKit): each driver sends it whole with one plain argument, so it must not use anything defined
// outside its own body (the site's CSP forbids eval, so there is no other way in).

/** Finds one element the way a visitor names it: by role and accessible name, or by CSS. */
export type Query = {
  /** an ARIA role, 'control' (anything to tap or type into) or 'text' (the element whose whole text is `name`) */
  role?: string
  /** exact accessible name, or a regular expression's source and flags */
  name?: string | { source: string; flags: string }
  css?: string
  /** only inside the first match of this query */
  within?: Query
  /** which match (default the first) */
  nth?: number
}

export type Rect = { x: number; y: number; width: number; height: number }

/** One control as a visitor would meet it. */
export type Inspection = {
  found: boolean
  description: string
  rect?: Rect
  /** false when nothing of it is drawn: display:none, aria-hidden, or cut off whole by a box that does not scroll */
  shown: boolean
  /** the whole control is inside the viewport and inside the visible part of every box that clips it */
  inView: boolean
  /** where a finger would swipe, and how far, to bring it a third of the way down the screen (or its scrolling box) */
  swipe?: { x: number; y: number; dy: number }
  /** elementFromPoint at the centre (and, if asked, inside each edge) is the control, its content or its label */
  reachable: boolean
  /** what is on top at the points that are not the control */
  coveredBy: string[]
  inert: boolean
  /** aria-expanded, when the control has it */
  expanded?: string
  value?: string
  text?: string
}

export type PageState = {
  hydrated: boolean
  /** sections skipped while off screen are still being drawn, one per idle moment: the page still changes height */
  drawing: boolean
  width: number
  height: number
  scrollY: number
  focused: string
  path: string
  errors: string[]
}

export type InPageRequest =
  | { op: 'inspect'; target: Query; corners?: boolean }
  | { op: 'controls'; scope: Query }
  | { op: 'inspectControls'; scope: Query; nths: number[] }
  | { op: 'count'; target: Query }
  | { op: 'page' }
  | { op: 'focused' }
  | { op: 'watchTap'; target: Query }
  | { op: 'tapSeen' }
  | { op: 'pressWithout'; target: Query; events: PressWithout }
  | { op: 'focus'; target: Query }
  | { op: 'firstInCarousel'; scope: string }
  | { op: 'islandOf'; target: Query }
  | { op: 'awake'; island: number }
  | { op: 'frames' }
  | { op: 'iconPaint' }

/**
 * A press that comes without the pointer: mouse events alone (mousedown, mouseup, click), or a click
 * by itself, as assistive technology, voice control or a script send them.
 */
export type PressWithout = 'mouse-events' | 'click'

/** Where the visitor's finger went down since 'watchTap', as the page saw it; null on a new page. */
export type TapSeen = { presses: Array<{ onTarget: boolean; on: string; x: number; y: number }> } | null

export function inPage(request: InPageRequest): unknown {
  const ROLES: Record<string, string> = {
    // anything a visitor can tap or type into
    control:
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=menuitem], [role=option]',
    button: 'button, input[type=submit], input[type=button], input[type=reset], summary, [role=button]',
    link: 'a[href], [role=link]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], input[type=number], textarea, [role=textbox]',
    combobox: 'select, [role=combobox]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    form: 'form[aria-label], form[aria-labelledby], [role=form]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    navigation: 'nav, [role=navigation]',
    menu: '[role=menu]',
    banner: 'body > div header, [role=banner]',
    main: 'main, [role=main]',
    alert: '[role=alert]',
    figure: 'figure, [role=figure]',
    group: 'fieldset, [role=group]',
    listitem: 'li, [role=listitem]',
  }
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? ''
    if (!(node instanceof Element)) return ''
    if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return ''
    if (node instanceof HTMLImageElement) return node.alt
    const label = node.getAttribute('aria-label')
    if (label) return ` ${label} `
    return Array.from(node.childNodes).map(textOf).join('')
  }

  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby')
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const target = document.getElementById(id)
            return target ? textOf(target) : ''
          })
          .join(' '),
      )
    const label = el.getAttribute('aria-label')
    if (label) return squash(label)
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length) return squash(Array.from(labels).map(textOf).join(' '))
    if (el.matches('input[type=submit], input[type=button]')) return (el as HTMLInputElement).value
    const own = squash(textOf(el))
    return own || el.getAttribute('title') || el.getAttribute('placeholder') || ''
  }

  const roleOf = (el: Element) =>
    Object.keys(ROLES).find((role) => role !== 'control' && el.matches(ROLES[role]!)) ?? el.tagName.toLowerCase()
  const describe = (el: Element | null, placed = true): string => {
    if (!el) return 'nothing'
    const name = nameOf(el).slice(0, 60)
    if (!placed) return `${roleOf(el)} "${name}"`
    const fixed = (() => {
      for (let p: Element | null = el; p; p = p.parentElement) if (getComputedStyle(p).position === 'fixed') return p
      return null
    })()
    const where =
      fixed && fixed !== el
        ? ` (inside fixed ${fixed.tagName.toLowerCase()}${fixed.id ? `#${fixed.id}` : ''} "${nameOf(fixed).slice(0, 30)}")`
        : ''
    return `${roleOf(el)} "${name}"${where}`
  }

  const hiddenFromEveryone = (el: Element) => {
    if (el.closest('[aria-hidden="true"]')) return true
    if (el.getClientRects().length === 0) return true
    // the content of a closed <details>, which Chromium lays out but never draws (content-visibility: hidden)
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility()) return true
    const style = getComputedStyle(el)
    return style.visibility === 'hidden' || Number(style.opacity) === 0
  }

  const matchesName = (el: Element, name: Query['name']) => {
    if (name === undefined) return true
    const actual = nameOf(el)
    return typeof name === 'string' ? actual === name : new RegExp(name.source, name.flags).test(actual)
  }

  const matchesText = (el: Element, text: Query['name']) => {
    const actual = squash(textOf(el))
    return typeof text === 'string' ? actual === text : text !== undefined && new RegExp(text.source, text.flags).test(actual)
  }

  const findAll = (query: Query): Element[] => {
    let root: ParentNode = document
    if (query.within) {
      const scope = findAll(query.within)[query.within.nth ?? 0]
      if (!scope) return []
      root = scope
    }
    if (query.role === 'text') {
      // the innermost elements whose whole text is the name
      const all = Array.from(root.querySelectorAll('body *')).filter((el) => !hiddenFromEveryone(el) && matchesText(el, query.name))
      return all.filter((el) => !all.some((other) => other !== el && el.contains(other)))
    }
    const selector = query.css ?? (query.role ? ROLES[query.role] : undefined)
    if (!selector) throw new Error(`unknown role ${query.role}`)
    return Array.from(root.querySelectorAll(selector)).filter(
      (el) => (query.css !== undefined && query.name === undefined) || (!hiddenFromEveryone(el) && matchesName(el, query.name)),
    )
  }
  const find = (query: Query) => findAll(query)[query.nth ?? 0] ?? null

  const viewport = () => ({ left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight })
  type Box = ReturnType<typeof viewport>
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })

  // A visually hidden input (a styled checkbox) is tapped through its label.
  const tapTarget = (el: Element): Element => {
    const rect = el.getBoundingClientRect()
    const labels = (el as HTMLInputElement).labels
    if ((rect.width <= 2 || rect.height <= 2) && labels && labels[0]) return labels[0]
    return el
  }

  /** What a finger at a point reaches is the control: the control, its content, or its label. */
  const reaches = (el: Element, hit: Element | null) =>
    hit !== null &&
    (el.contains(hit) || tapTarget(el).contains(hit) || Array.from((el as HTMLInputElement).labels ?? []).some((l) => l.contains(hit)))

  const inspect = (el: Element | null, corners: boolean): Inspection => {
    if (!el)
      return { found: false, description: 'nothing matches', shown: false, inView: false, reachable: false, coveredBy: [], inert: false }
    const description = describe(el)
    const target = tapTarget(el)
    const r = target.getBoundingClientRect()
    const rect = { x: r.left, y: r.top, width: r.width, height: r.height }
    const base = {
      found: true,
      description,
      rect,
      inert: Boolean(el.closest('[inert]')),
      // a summary's is its details' state, which the browser tells assistive technology
      expanded:
        el.getAttribute('aria-expanded') ??
        (el instanceof HTMLElement && el.matches('summary') ? String((el.parentElement as HTMLDetailsElement).open) : undefined),
      value: (el as HTMLInputElement).value,
      text: squash(textOf(el)),
    }
    if (hiddenFromEveryone(target)) return { ...base, shown: false, inView: false, reachable: false, coveredBy: [] }

    // The visible part: the viewport, cut down by every ancestor box that clips (up to a fixed one).
    let box = viewport()
    let scroller: Element | null = null
    let clippedWhole = false
    for (let p = target.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      const style = getComputedStyle(p)
      if (/(auto|scroll|hidden|clip)/.test(style.overflowX + style.overflowY)) {
        const pr = p.getBoundingClientRect()
        const inner = {
          left: pr.left + p.clientLeft,
          top: pr.top + p.clientTop,
          right: pr.left + p.clientLeft + p.clientWidth,
          bottom: pr.top + p.clientTop + p.clientHeight,
        }
        const scrolls = /(auto|scroll)/.test(style.overflowY) && p.scrollHeight > p.clientHeight + 1
        const outside = r.bottom <= inner.top || r.top >= inner.bottom || r.right <= inner.left || r.left >= inner.right
        // cut off whole, unless a box inside this one can scroll it into view
        if (outside && !scrolls && !scroller) clippedWhole = true
        if (scrolls && !scroller && (r.top < inner.top - 1 || r.bottom > inner.bottom + 1)) scroller = p
        box = intersect(box, inner)
      }
      if (style.position === 'fixed') break
    }
    if (clippedWhole) return { ...base, shown: false, inView: false, reachable: false, coveredBy: [] }

    const inView = r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1
    // The swipe that brings it a third of the way down the nearest box that scrolls, or the page: clear
    // of a fixed header, with most of the box below it brought on screen by the same swipe.
    const area = scroller ? intersect(viewport(), scroller.getBoundingClientRect()) : viewport()
    const dy = Math.round((r.top + r.bottom) / 2 - (area.top + (area.bottom - area.top) / 3))
    const swipe =
      Math.abs(dy) > 8 ? { x: Math.round((area.left + area.right) / 2), y: Math.round((area.top + area.bottom) / 2), dy } : undefined
    if (!inView) return { ...base, shown: true, inView, reachable: false, coveredBy: [], swipe }

    // The centre, and with `corners` a point inside each edge (clear of rounded ends, which a tap
    // there would miss anyway): a bar or header over any side of it shows up.
    const cx = (r.left + r.right) / 2
    const cy = (r.top + r.bottom) / 2
    const inX = Math.min(r.height / 2, r.width / 4)
    const inY = Math.min(4, r.height / 4)
    const points: Array<[number, number]> = [[cx, cy]]
    if (corners) points.push([cx, r.top + inY], [cx, r.bottom - inY], [r.left + inX, cy], [r.right - inX, cy])
    const coveredBy: string[] = []
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y)
      if (!reaches(el, hit)) coveredBy.push(`${describe(hit)} at (${Math.round(x)}, ${Math.round(y)})`)
    }
    return { ...base, shown: true, inView, reachable: coveredBy.length === 0, coveredBy, swipe }
  }

  type Watch = { query: Query } & NonNullable<TapSeen>
  const win = window as unknown as { __pageErrors?: string[]; __tapWatch?: Watch }
  switch (request.op) {
    case 'inspect':
      return inspect(find(request.target), Boolean(request.corners))
    case 'frames':
      // Two frames drawn from now: what moves (a scroll, an animation) has moved in between. (A page
      // that draws no frames, in a window the system hides, is let go after 250 ms.)
      return new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))
        setTimeout(() => resolve(null), 250)
      })
    case 'inspectControls': {
      // Several of the scope's controls at once (by their indexes from 'controls'), as they stand now.
      const controls = findAll({ role: 'control', within: request.scope })
      return request.nths.map((nth) => inspect(controls[nth] ?? null, false))
    }
    case 'count':
      return findAll(request.target).length
    case 'controls': {
      if (!find(request.scope)) return null
      // Indexes among the scope's controls ({ role: 'control', within: scope, nth }) of those drawn.
      return findAll({ role: 'control', within: request.scope })
        .map((el, index) => ({ index, shown: inspect(el, false).shown }))
        .filter((c) => c.shown)
        .map((c) => c.index)
    }
    case 'watchTap': {
      // The engine's own pointer going down (not an island's catch-up telling it again), on the
      // control of the latest watch (found again then, in case it was drawn anew) or elsewhere. One
      // listener per page, the first watch's.
      if (!win.__tapWatch)
        window.addEventListener(
          'pointerdown',
          (event) => {
            const watch = win.__tapWatch
            if (!event.isTrusted || !watch) return
            const el = find(watch.query)
            const hit = event.target as Element
            const onTarget = el !== null && reaches(el, hit)
            watch.presses.push({ onTarget, on: describe(hit), x: Math.round(event.clientX), y: Math.round(event.clientY) })
          },
          { capture: true },
        )
      win.__tapWatch = { query: request.target, presses: [] }
      return null
    }
    case 'tapSeen':
      return win.__tapWatch ? { presses: win.__tapWatch.presses } : null
    case 'pressWithout': {
      const el = find(request.target)
      if (!el) return false
      if (request.events === 'click') {
        ;(el as HTMLElement).click()
        return true
      }
      const r = el.getBoundingClientRect()
      const at = {
        clientX: r.left + r.width / 2,
        clientY: r.top + r.height / 2,
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
      }
      el.dispatchEvent(new MouseEvent('mousedown', { ...at, button: 0, buttons: 1 }))
      el.dispatchEvent(new MouseEvent('mouseup', { ...at, button: 0, buttons: 0 }))
      el.dispatchEvent(new MouseEvent('click', { ...at, button: 0, buttons: 0, detail: 1 }))
      return true
    }
    case 'firstInCarousel': {
      // the first slide wholly inside the carousel's frame, as a sighted visitor reads it
      const frame = document.querySelector(`${request.scope} [aria-roledescription="carousel"]`)
      if (!frame) return null
      const box = frame.getBoundingClientRect()
      const first = Array.from(frame.querySelectorAll('li')).find((slide) => {
        const r = slide.getBoundingClientRect()
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1
      })
      if (!first) return null
      // its words, not its decoration: an avatar's letter shows only until the photo has loaded
      const words = first.cloneNode(true) as Element
      words.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
      return squash(words.textContent ?? '')
    }
    case 'islandOf': {
      // which island (its place among the page's) a press of the control wakes; -1 for a control in
      // none, or in one no press wakes (the header wakes as the page scrolls: its controls are HTML)
      const island = find(request.target)?.closest('[data-island]:not([data-wake="scroll"])')
      return island ? Array.from(document.querySelectorAll('[data-island]')).indexOf(island) : -1
    }
    case 'awake':
      // the island has hydrated (host.tsx marks it); a control in no island is its HTML
      return request.island < 0 || document.querySelectorAll('[data-island]')[request.island]?.hasAttribute('data-awake') === true
    case 'focus': {
      // where a screen reader moves focus: the control itself, without scrolling or a pointer
      const el = find(request.target) as HTMLElement | null
      el?.focus({ preventScroll: true })
      if (el !== null && document.activeElement !== el)
        return `focus went to ${describe(document.activeElement)}; ${el.outerHTML.slice(0, 120)}`
      return el !== null && document.activeElement === el
    }
    case 'iconPaint': {
      // How the engine paints the icons of the theme's rule for `svg > use` (no class): the phone
      // menu's and the brand mark's <use>, whose shapes inherit it.
      const paint = (el: Element | null) => {
        const style = el && getComputedStyle(el)
        return style ? { fill: style.fill, stroke: style.stroke } : null
      }
      return {
        menuIcon: paint(document.querySelector('button[popovertarget] svg > use')),
        brandMark: paint(document.querySelector('header a[href] svg > use')),
      }
    }
    case 'focused':
      return document.activeElement && document.activeElement !== document.body ? inspect(document.activeElement, true) : null
    case 'page': {
      return {
        hydrated: document.documentElement.dataset.islands === 'armed',
        drawing: document.documentElement.dataset.drawing !== undefined,
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
        scrollY: Math.round(window.scrollY),
        focused: describe(document.activeElement, false),
        path: location.pathname + location.hash,
        errors: win.__pageErrors ?? [],
      } satisfies PageState
    }
  }
  return null
}

/** Served first in every page's <head> for Firefox and WebKit, whose drivers do not report page errors. */
export const ERROR_COLLECTOR = `(() => {
  const errors = (window.__pageErrors = [])
  addEventListener('error', (e) => { if (e.error || e.message) errors.push(String(e.error && e.error.stack ? e.error.message : e.message)) })
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + String(e.reason && e.reason.message ? e.reason.message : e.reason)))
  const original = console.error
  console.error = function (...args) { errors.push(args.map(String).join(' ')); return original.apply(this, args) }
})()`
