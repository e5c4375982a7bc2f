import { HONEYPOT_FIELD } from '../lib/forms/fields'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const UNTYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image'])
const isCheck = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio'

/** The island's own file fields with a file chosen. */
const chosenFilesOf = (frame: HTMLElement) =>
  Array.from(frame.querySelectorAll<HTMLInputElement>('input[type="file"]')).filter((input) => (input.files?.length ?? 0) > 0)

function fieldsOf(frame: HTMLElement): Field[] {
  return Array.from(frame.querySelectorAll<Field>('input, textarea, select')).filter((field) => !UNTYPED.has(field.type))
}

const valueOf = (field: Field) => (isCheck(field) ? String(field.checked) : field.value)

/** The value the server's HTML gave the field. */
function serverValueOf(field: Field): string {
  if (isCheck(field)) return String(field.defaultChecked)
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options)
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? ''
  }
  return field.defaultValue
}

/**
 * Tells React a value the field already shows, as if the visitor had typed it now: React notices a
 * change only against the value it last saw, so the field is first set (through React's view of it)
 * to the server's value, then, past it, to the visitor's, and the event React listens to is sent.
 */
function retell(field: Field, value: string, server: string) {
  const property = isCheck(field) ? 'checked' : 'value'
  const write = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set
  const as = (text: string) => (property === 'checked' ? text === 'true' : text)
  ;(field as unknown as Record<string, unknown>)[property] = as(server)
  write?.call(field, as(value))
  // A plain Event: a MouseEvent click would tick the box again.
  const type = isCheck(field) ? 'click' : field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(type, { bubbles: true }))
}

// A press of a button, as the browser sends it: some parts answer the pointer going down (a menu),
// others the click; keys for a button in focus.
const PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup'] as const

type Recorded = { target: Element; event: Event }

/** A button that works from its HTML: it opens a popover or runs a command on a dialog (FormDialog, MobileMenu). */
const answeredByBrowser = (button: HTMLButtonElement) => button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')

/** The same event anew, for the same element: its type, its kind (pointer, mouse, key) and its details. */
function again({ event }: Recorded): Event {
  const Kind = event.constructor as new (type: string, init: Event) => Event
  return new Kind(event.type, event)
}

/**
 * Sends a press's events again. A part that answers a key itself (a menu opens on Enter, and stops
 * the browser making a click of it) gets no click from that key: the click would close it again.
 */
function pressAgain(press: Recorded[]) {
  // A press that ended after the part had hydrated was answered by the part: its start alone, sent
  // again, would be a second press (a dialog just opened by its click would close on the pointer
  // going down outside it).
  if (!press.some(({ event }) => event.type === 'click' || event.type === 'keyup')) return
  let keyAnswered = false
  for (const recorded of press) {
    if (!recorded.target.isConnected || (keyAnswered && recorded.event.type === 'click')) continue
    const event = again(recorded)
    recorded.target.dispatchEvent(event)
    if (event.type === 'keydown' && event.defaultPrevented) keyAnswered = true
  }
}

/**
 * What a visitor does to an island between its wake and its hydration, while its code is on the way
 * (a slow phone, a slow network): the button pressed, the text typed. A form sent meanwhile waits
 * for the part (the browser would send it itself, leaving the page, without the part's checks and
 * outbox), as does one the browser refused by its HTML's rules (its own bubble kept back).
 * `hydrating` is called just before the island hydrates; `hydrated` once it has: each field the
 * visitor changed tells the part its value, then a form sent meanwhile is sent again, or else the
 * last button pressed is pressed again, with
 * the events the visitor's press sent. `failed` if the part's code never came: a form sent meanwhile
 * is sent by the browser after all.
 *
 * While React hydrates (it yields between pieces of work) a press or a form sent is kept from it and
 * made again once caught up: React would answer it at once, before it has been told the text typed
 * (an address box priced an empty address).
 */
export function catchUp(frame: HTMLElement) {
  let hydrating = false
  // Kept from the part's React, which listens on the same frame, after these listeners.
  const keep = (event: Event) => hydrating && event.stopImmediatePropagation()
  let press: Recorded[] = []
  const record = (event: Event) => {
    const button = (event.target as Element).closest('button')
    // A button the browser answers itself (a popover's, a dialog's) has done its work: pressed again,
    // it would undo it.
    if (!button || !frame.contains(button) || answeredByBrowser(button)) return
    keep(event)
    // A new press starts a new record: only the last is pressed again.
    if (event.type === 'pointerdown' || (event.type === 'keydown' && press.at(-1)?.event.type !== 'keydown')) press = []
    press.push({ target: event.target as Element, event })
  }
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  const hold = (event: Event) => {
    event.preventDefault()
    keep(event)
    sent = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter }
  }
  // A form sent meanwhile with a field its HTML refuses (empty, too short): the browser checks it
  // first, says so in its own bubble and sends nothing. Its bubble is kept back; the form is sent to
  // the part, which says what is wrong in the page's words, beside each field.
  const refused = (event: Event) => {
    const form = (event.target as Field).form
    if (!form || !frame.contains(form)) return
    event.preventDefault()
    const button = press.at(-1)?.target.closest('button')
    sent = { form, submitter: button?.form === form && button.type === 'submit' ? button : null }
  }
  for (const type of PRESS) frame.addEventListener(type, record, true)
  frame.addEventListener('submit', hold, true)
  frame.addEventListener('invalid', refused, true)
  // Text typed while React hydrates: the part's first render may set the field back, and what was
  // read as hydration began would lose the letters typed since (a "2" of "212 Glenwood Ave").
  const note = (event: Event) => {
    const field = event.target as Field
    if (typed.has(field)) typed.set(field, valueOf(field))
  }
  const stop = () => {
    frame.removeEventListener('input', note, true)
    frame.removeEventListener('change', note, true)
    for (const type of PRESS) frame.removeEventListener(type, record, true)
    frame.removeEventListener('submit', hold, true)
    frame.removeEventListener('invalid', refused, true)
  }
  let typed = new Map<Field, string>()
  return {
    /** The text typed so far into the island's named fields (what a form's draft keeps; not the trap for bots). */
    typedText(): Record<string, string> {
      const named = (field: Field) => field.name && field.name !== HONEYPOT_FIELD
      const text = fieldsOf(frame).filter((field) => named(field) && !isCheck(field) && field.value !== serverValueOf(field))
      return Object.fromEntries(text.map((field) => [field.name, field.value]))
    },
    failed() {
      stop()
      if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter)
    },
    hydrating() {
      hydrating = true
      // Read now, and as typed from now on: a form's first render may reset its fields to their default values.
      typed = new Map(fieldsOf(frame).map((field) => [field, valueOf(field)]))
      frame.addEventListener('input', note, true)
      frame.addEventListener('change', note, true)
    },
    /** Catches up, then calls `done` (once the press, if any, has been made again). */
    hydrated(done: () => void) {
      stop()
      for (const field of fieldsOf(frame)) {
        const server = serverValueOf(field)
        const now = valueOf(field)
        const value = now !== server ? now : typed.get(field)
        if (value !== undefined && value !== server) retell(field, value, server)
      }
      // A file chosen meanwhile (a resume): the part reads the files from the field once told it changed.
      for (const input of chosenFilesOf(frame)) input.dispatchEvent(new Event('change', { bubbles: true }))
      // In a task of its own: the part has rendered what the fields told it before the press.
      setTimeout(() => {
        // A form sent meanwhile (by its button, or Enter in a field) is sent again as it was, to the
        // part now: that was what the press did.
        if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter)
        else pressAgain(press)
        done()
      }, 0)
    },
  }
}
