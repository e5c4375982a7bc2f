/** @jest-environment jsdom */
import { PAGE_SCRIPT } from '../../src/lib/page-script'
import { dialogCommands } from '../../src/lib/page-script/dialog-commands'
import { MENU_TIMING } from '../../src/lib/page-script/desktop-menus'
import { OPENER_LIMITS } from '../../src/lib/forms/opener'

// The page's first script, as the build writes it (each part's source with its settings), run once:
// its listeners are the document's from here on.
beforeAll(() => {
  // jsdom, like Safari 26.0, has no commands; nor does it draw dialogs: the two methods are its own
  expect('command' in HTMLButtonElement.prototype).toBe(false)
  new Function(PAGE_SCRIPT)()
})

// The sections skipped off screen are drawn from the first use, by the page's first script
// (lib/page-script/draw-offscreen.ts). First here: the page's first key or tap is the one that counts.
describe('sections skipped off screen', () => {
  it('are drawn from the first key, before any bundle; not from a pointer passing over', async () => {
    window.requestIdleCallback = ((draw: () => void) => setTimeout(draw, 0)) as unknown as typeof window.requestIdleCallback
    document.body.innerHTML = '<div data-offscreen=""></div><div data-offscreen=""></div>'
    // a pointer passing over is no use of the page (Chromium sends one as a page loads under a resting mouse)
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(document.documentElement.dataset.drawing).toBeUndefined()
    expect(document.querySelectorAll('[data-drawn]')).toHaveLength(0)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }))
    while (document.documentElement.dataset.drawing !== undefined) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.querySelectorAll('[data-drawn]')).toHaveLength(2)
  })
})

// For a browser without HTML's button commands (Safari before 26.2): a dialog's button opens it and
// its close button closes it, as they do by themselves in other browsers.
describe('button commands where the browser lacks them', () => {
  let dialog: HTMLDialogElement
  let opener: HTMLButtonElement
  let closer: HTMLButtonElement
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="opener" commandfor="d" command="show-modal">Get Free Estimate</button>
      <dialog id="d"><button id="closer" commandfor="d" command="close">Close</button></dialog>`
    dialog = document.getElementById('d') as HTMLDialogElement
    opener = document.getElementById('opener') as HTMLButtonElement
    closer = document.getElementById('closer') as HTMLButtonElement
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''))
    dialog.close = jest.fn(() => dialog.removeAttribute('open'))
  })

  it('opens the dialog from its button, which takes focus to have it back on close, and closes it from its close button', () => {
    opener.click()
    expect(dialog.showModal).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(opener)
    opener.click() // already open: nothing more
    expect(dialog.showModal).toHaveBeenCalledTimes(1)
    closer.click()
    expect(dialog.close).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(false)
  })

  it("does nothing when the page's own code said no, or for a button that names no dialog", () => {
    opener.addEventListener('click', (event) => event.preventDefault())
    opener.click()
    expect(dialog.showModal).not.toHaveBeenCalled()
    document.body.insertAdjacentHTML('beforeend', '<button id="other" commandfor="nowhere" command="show-modal">x</button>')
    expect(() => (document.getElementById('other') as HTMLButtonElement).click()).not.toThrow()
  })

  it("names the button that opened a dialog on it (the page's estimate dialog: lib/forms/opener.ts), not once it is open", () => {
    opener.setAttribute('data-opener', '{"source":"Mobile action bar"}')
    opener.click()
    expect(dialog.getAttribute('data-opener')).toBe('{"source":"Mobile action bar"}')
    closer.click()
    opener.setAttribute('data-opener', '{"source":"Article"}')
    opener.click()
    expect(dialog.getAttribute('data-opener')).toBe('{"source":"Article"}')
  })

  it("writes the opener into the dialog's title and fields until its island has woken, then leaves them to it", () => {
    document.body.innerHTML = `
      <button id="bar" commandfor="e" command="show-modal" data-opener='{"source":"Mobile action bar"}'>Free Estimate</button>
      <button id="storm" commandfor="e" command="show-modal"
        data-opener='{"source":"Storm banner","title":"Book a Free Storm Inspection","service":"Roof Inspection","storm":{"storm_place":"Cary","storm_hail_in":"1.75"}}'>Free storm inspection</button>
      <div data-island="EstimateDialog"><dialog id="e"><p id="e-title">Get a Free Estimate</p><form>
        <input type="hidden" name="source" value="Estimate dialog"><input type="hidden" name="storm_place" value="">
        <input type="hidden" name="storm_hail_in" value="">
        <select name="service"><option>Not sure</option><option>Roof Inspection</option></select>
      </form></dialog></div>`
    const estimate = document.getElementById('e') as HTMLDialogElement
    estimate.showModal = jest.fn(() => estimate.setAttribute('open', ''))
    estimate.close = jest.fn(() => estimate.removeAttribute('open'))
    const form = estimate.querySelector('form')!
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value
    const seen = () => [
      document.getElementById('e-title')!.textContent,
      field('source'),
      field('storm_place'),
      field('storm_hail_in'),
      field('service'),
    ]
    document.getElementById('storm')!.click()
    expect(seen()).toEqual(['Book a Free Storm Inspection', 'Storm banner', 'Cary', '1.75', 'Roof Inspection'])
    estimate.close()
    document.getElementById('bar')!.click()
    // the storm's fields emptied, the title back to the dialog's own; a service chosen stays
    expect(seen()).toEqual(['Get a Free Estimate', 'Mobile action bar', '', '', 'Roof Inspection'])
    estimate.close()
    estimate.parentElement!.setAttribute('data-awake', '')
    document.getElementById('storm')!.click()
    expect(estimate.getAttribute('data-opener')).toContain('Storm banner')
    expect(seen()).toEqual(['Get a Free Estimate', 'Mobile action bar', '', '', 'Roof Inspection'])
  })

  it('writes no text longer than the form would read from the opener (lib/forms/opener.ts)', () => {
    const long = 'x'.repeat(201)
    document.body.innerHTML = `
      <button id="long" commandfor="e" command="show-modal" data-opener='{"source":"${long}","title":"${long}","storm":{"storm_place":"${long}"}}'>Free Estimate</button>
      <div data-island="EstimateDialog"><dialog id="e"><p id="e-title">Get a Free Estimate</p><form>
        <input type="hidden" name="source" value="Estimate dialog"><input type="hidden" name="storm_place" value="">
      </form></dialog></div>`
    const estimate = document.getElementById('e') as HTMLDialogElement
    estimate.showModal = jest.fn(() => estimate.setAttribute('open', ''))
    document.getElementById('long')!.click()
    const form = estimate.querySelector('form')!
    expect(document.getElementById('e-title')!.textContent).toBe('Get a Free Estimate')
    expect((form.elements.namedItem('source') as HTMLInputElement).value).toBe('Estimate dialog')
    expect((form.elements.namedItem('storm_place') as HTMLInputElement).value).toBe('')
  })

  it('leaves a browser that has the commands to them, naming the opener only', () => {
    const native = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'command')
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true })
    const listen = jest.spyOn(document, 'addEventListener')
    dialogCommands({
      opener: 'data-opener',
      sourceField: 'source',
      noOpenerSource: 'Estimate dialog',
      stormFields: [],
      limits: OPENER_LIMITS,
    })
    expect(listen).toHaveBeenCalledTimes(1)
    expect(listen).toHaveBeenCalledWith('click', expect.any(Function), true)
    listen.mockRestore()
    if (native) Object.defineProperty(HTMLButtonElement.prototype, 'command', native)
    else delete (HTMLButtonElement.prototype as unknown as Record<string, unknown>).command
  })
})

// The desktop dropdowns: each a <details> (lib/page-script/desktop-menus.ts).
describe('desktop menus', () => {
  let services: HTMLDetailsElement
  let about: HTMLDetailsElement
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = `
      <nav><details name="m" data-desktop-menu id="services"><summary>Services</summary>
        <ul><li><a href="/services/roof-repair/">Roof Repair</a></li><li><a href="/services/siding/">Siding</a></li></ul></details>
      <details name="m" data-desktop-menu id="about"><summary>About</summary>
        <ul><li><a href="/about/">About Us</a></li><li><a href="/careers/">Hiring</a></li></ul></details>
      <a href="/blog/">Blog</a></nav>`
    services = document.getElementById('services') as HTMLDetailsElement
    about = document.getElementById('about') as HTMLDetailsElement
  })
  afterEach(() => {
    // a menu closed by a test: its close counts for the next one's skip delay
    jest.advanceTimersByTime(MENU_TIMING.skip)
    jest.useRealTimers()
  })
  /** A pointer event as the browser sends it (jsdom has none of its own). */
  const pointer = (type: string, target: Element, relatedTarget: Element | null, pointerType = 'mouse') => {
    const event = new MouseEvent(type, { bubbles: true, relatedTarget })
    Object.defineProperty(event, 'pointerType', { value: pointerType })
    target.dispatchEvent(event)
  }
  const summary = (menu: HTMLDetailsElement) => menu.querySelector('summary')!
  const key = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  /** jsdom tells a toggle in a task of its own, as browsers do, on a clock of its own */
  const toggled = async () => {
    jest.advanceTimersByTime(0)
    await new Promise((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setTimeout(resolve, 0))
  }

  it('open 200 ms after the mouse arrives, not before, and close 150 ms after it leaves unless it comes back', () => {
    pointer('pointerover', summary(services), document.body)
    jest.advanceTimersByTime(MENU_TIMING.open - 1)
    expect(services.open).toBe(false)
    jest.advanceTimersByTime(1)
    expect(services.open).toBe(true)
    // within the dropdown: no leaving
    pointer('pointerout', summary(services), services.querySelector('a'))
    pointer('pointerout', services.querySelector('a')!, document.body)
    jest.advanceTimersByTime(MENU_TIMING.close - 50)
    pointer('pointerover', summary(services), document.body)
    jest.advanceTimersByTime(1000)
    expect(services.open).toBe(true)
    pointer('pointerout', summary(services), document.body)
    jest.advanceTimersByTime(MENU_TIMING.close - 1)
    expect(services.open).toBe(true)
    jest.advanceTimersByTime(1)
    expect(services.open).toBe(false)
  })

  it('open the next at once within 300 ms of the last, closing the one before; and wait again after', async () => {
    pointer('pointerover', summary(services), document.body)
    jest.advanceTimersByTime(MENU_TIMING.open)
    await toggled()
    pointer('pointerout', summary(services), summary(about))
    pointer('pointerover', summary(about), summary(services))
    jest.advanceTimersByTime(0)
    await toggled()
    expect([services.open, about.open]).toEqual([false, true])
    pointer('pointerout', summary(about), document.body)
    jest.advanceTimersByTime(MENU_TIMING.close)
    await toggled()
    expect(about.open).toBe(false)
    jest.advanceTimersByTime(MENU_TIMING.skip)
    pointer('pointerover', summary(services), document.body)
    jest.advanceTimersByTime(MENU_TIMING.open - 1)
    expect(services.open).toBe(false)
  })

  it('stay open on the click that follows the mouse resting on them; the next click closes', () => {
    pointer('pointerover', summary(services), document.body)
    jest.advanceTimersByTime(MENU_TIMING.open)
    expect(summary(services).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false)
    expect(summary(services).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true)
  })

  it('leave touch to the tap, which opens a disclosure by itself', () => {
    pointer('pointerover', summary(services), document.body, 'touch')
    jest.advanceTimersByTime(1000)
    expect(services.open).toBe(false)
  })

  it('open on ArrowDown into the first link, move with the arrows, Home and End, and close on Escape back to the summary', () => {
    summary(about).focus()
    key(summary(about), 'ArrowDown')
    const [us, hiring] = Array.from(about.querySelectorAll('a'))
    expect(about.open).toBe(true)
    expect(document.activeElement).toBe(us)
    key(us!, 'ArrowDown')
    expect(document.activeElement).toBe(hiring)
    key(hiring!, 'ArrowDown')
    expect(document.activeElement).toBe(us)
    key(us!, 'ArrowUp')
    expect(document.activeElement).toBe(hiring)
    key(hiring!, 'Home')
    expect(document.activeElement).toBe(us)
    key(us!, 'Escape')
    expect(about.open).toBe(false)
    expect(document.activeElement).toBe(summary(about))
  })

  it('close on a press outside, and on focus leaving for another control', () => {
    services.open = true
    document.querySelector('nav > a')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    expect(services.open).toBe(false)
    about.open = true
    const hiring = about.querySelector<HTMLAnchorElement>('a[href="/careers/"]')!
    hiring.focus()
    services.querySelector('a')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    expect(about.open).toBe(false)
    about.open = true
    hiring.focus()
    document.querySelector<HTMLAnchorElement>('nav > a')!.focus()
    expect(about.open).toBe(false)
  })
})

// The brand, a plain link home (lib/page-script/to-top.ts).
describe('the brand on the page it links to', () => {
  it('glides back to the top instead of loading the page again, and is a plain link elsewhere', () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList)
    document.body.innerHTML = `<a data-to-top href="${location.pathname}">Brand</a><a data-to-top href="/elsewhere/">Brand</a>`
    const [here, elsewhere] = Array.from(document.querySelectorAll('a'))
    const click = (link: Element) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(click(here!)).toBe(false)
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(click(elsewhere!)).toBe(true)
    window.matchMedia = jest.fn(() => ({ matches: true }) as MediaQueryList)
    click(here!)
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' })
    expect(scroll).toHaveBeenCalledTimes(2)
    scroll.mockRestore()
  })
})

// Where the browser has no popovers (jsdom has none either): the phone menu from its button (lib/page-script/popover-fallback.ts).
describe('a popover where the browser has none', () => {
  it('opens and closes from its button, says so, and closes on Escape with focus back on the button', () => {
    expect(Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')).toBe(false)
    document.body.innerHTML = `<button type="button" popovertarget="menu">Open menu</button><nav id="menu" popover="auto"><a href="/x/">X</a></nav>`
    const button = document.querySelector('button')!
    const menu = document.getElementById('menu')!
    button.click()
    expect([menu.hasAttribute('data-open'), button.getAttribute('aria-expanded')]).toEqual([true, 'true'])
    button.click()
    expect([menu.hasAttribute('data-open'), button.getAttribute('aria-expanded')]).toEqual([false, 'false'])
    button.click()
    menu.querySelector('a')!.focus()
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect([menu.hasAttribute('data-open'), document.activeElement]).toEqual([false, button])
  })
})

// Where the visit came from is kept by the page's first script, with or without the islands' code
// (lib/forms/attribution.ts): a visitor who reads a page and follows a link never wakes it.
describe('where the visit came from', () => {
  it('is kept from the page the visit starts on, as the page loads', () => {
    expect(JSON.parse(sessionStorage.getItem('visit-attribution')!)).toEqual({ landing_page: location.pathname + location.search })
  })
})
