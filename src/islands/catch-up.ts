import { HONEYPOT_FIELD } from '../lib/forms/fields'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const UNTYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image'])
const fieldsOf = (frame: HTMLElement) =>
  Array.from(frame.querySelectorAll<Field>('input, textarea, select')).filter((field) => !UNTYPED.has(field.type))
const isCheck = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio'
const valueOf = (field: Field) => (isCheck(field) ? String(field.checked) : field.value)

/** The value the server's HTML gave the field. */
function serverValueOf(field: Field): string {
  if (isCheck(field)) return String(field.defaultChecked)
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue
  const options = Array.from(field.options)
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? ''
}

// Tells React a value the field shows as if typed now: React sees a change only against the value it
// last saw, so the field is set (through React's view of it) to the server's value, then the visitor's.
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

// A press's events: kept from React while it hydrates, which would hydrate the whole island at once to answer one.
const PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup'] as const

/**
 * What HTML can't do for an island while its code is on the way (a slow phone or network): a button
 * only its code answers (a carousel's arrows, a video's play), text typed into a field its code
 * controls, a form its code checks and sends (with the outbox; the browser's own bubble kept back).
 * Dialogs, menus and links answer from their HTML: a `popovertarget` or `commandfor` button is never
 * pressed again. Once hydrated (`hydrated`), each changed field tells the part its value, then a form
 * sent meanwhile is sent again, or else the last click is made again; while React hydrates, presses
 * and forms are kept from it (it would answer before knowing the text typed). `failed`: the code never
 * came, and a form sent meanwhile goes by the browser after all.
 */
export function catchUp(frame: HTMLElement) {
  let hydrating = false
  // Kept from the part's React, which listens on the same frame, after these listeners.
  const keep = (event: Event) => hydrating && event.stopImmediatePropagation()
  let pressed: HTMLButtonElement | null = null
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  let typed = new Map<Field, string>()
  const record = (event: Event) => {
    const button = (event.target as Element).closest('button')
    if (!button || !frame.contains(button) || button.matches('[popovertarget], [commandfor]')) return
    keep(event)
    if (event.type === 'click') pressed = button
  }
  const listeners: Array<[string, (event: Event) => void]> = [
    ...PRESS.map((type) => [type, record] as [string, (event: Event) => void]),
    [
      'submit',
      (event) => {
        event.preventDefault()
        keep(event)
        sent = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter }
      },
    ],
    // A field the HTML refuses (empty, too short): the form goes to the part, which says what is wrong beside each field.
    [
      'invalid',
      (event) => {
        const form = (event.target as Field).form
        if (!form || !frame.contains(form)) return
        event.preventDefault()
        sent = { form, submitter: pressed?.form === form && pressed.type === 'submit' ? pressed : null }
      },
    ],
    // Text typed while React hydrates: its first render may set the field back to what it read as it began.
    [
      'input',
      (event) => {
        const field = event.target as Field
        if (typed.has(field)) typed.set(field, valueOf(field))
      },
    ],
  ]
  for (const [type, listener] of listeners) frame.addEventListener(type, listener, true)
  const stop = () => listeners.forEach(([type, listener]) => frame.removeEventListener(type, listener, true))
  return {
    /** The text typed so far into the island's named fields (what a form's draft keeps; not the trap for bots). */
    typedText(): Record<string, string> {
      const text = fieldsOf(frame).filter(
        (field) => field.name && field.name !== HONEYPOT_FIELD && !isCheck(field) && field.value !== serverValueOf(field),
      )
      return Object.fromEntries(text.map((field) => [field.name, field.value]))
    },
    failed() {
      stop()
      if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter)
    },
    hydrating() {
      hydrating = true
      typed = new Map(fieldsOf(frame).map((field) => [field, valueOf(field)]))
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
      // A file chosen meanwhile (a resume): the part reads the files once told the field changed.
      for (const input of Array.from(frame.querySelectorAll<HTMLInputElement>('input[type="file"]')))
        if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }))
      // In a task of its own, once the part has rendered what the fields told it.
      setTimeout(() => {
        if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter)
        else if (pressed?.isConnected) pressed.click()
        done()
      }, 0)
    },
  }
}
