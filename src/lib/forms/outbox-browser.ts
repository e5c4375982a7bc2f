// The outbox in the browser: its entries in localStorage (shared by every tab of the site, kept
// across visits), one sending pass at a time across tabs through the Web Locks API, and the events
// by which a form and the page's OutboxAgent tell each other what happened.
import { browserStorage } from './storage'
import { deliverForm, isRefusal, type FormFields } from './deliver'
import { parseOutbox, queued, type Lock, type OutboxAttachment, type OutboxEntry, type OutboxStore, type SendOutcome } from './outbox'

export const OUTBOX_KEY = 'form-outbox'
const LOCK_NAME = 'form-outbox'

/** Dispatched on window when a form has put a request in the outbox (detail: the entry's id). */
export const QUEUED_EVENT = 'outbox:queued'
/** Dispatched on window when the outbox has sent requests (detail: their ids). */
export const SENT_EVENT = 'outbox:sent'
/** Dispatched on window when the form service refused kept requests for good (detail: their ids). */
export const REFUSED_EVENT = 'outbox:refused'

/**
 * A resume larger than this is not kept: localStorage holds about 5 MB per site, and a file grows
 * by a third as text. The rest of the application is kept and sent without it.
 */
export const MAX_KEPT_ATTACHMENT_BYTES = 2 * 1024 * 1024

const storage = () => browserStorage('localStorage')

/**
 * What the visitor typed into a kept request, to give back if they cancel it: in this tab's
 * sessionStorage only, so a later visit (another person at a shared computer) never gets the
 * earlier person's name, phone and address put in a form.
 */
const TYPED_KEY = 'form-outbox-typed'

function readTyped(): Record<string, Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(browserStorage('sessionStorage')?.getItem(TYPED_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Record<string, string>>) : {}
  } catch {
    return {}
  }
}

function writeTyped(typed: Record<string, Record<string, string>>) {
  try {
    const store = browserStorage('sessionStorage')
    if (Object.keys(typed).length) store?.setItem(TYPED_KEY, JSON.stringify(typed))
    else store?.removeItem(TYPED_KEY)
  } catch {
    // without session storage a cancelled request simply gives nothing back
  }
}

/** The values typed into a kept request if this tab made it, removed as they are taken; else null. */
export function takeTypedValues(id: string): Record<string, string> | null {
  const typed = readTyped()
  const values = typed[id] ?? null
  if (values) {
    delete typed[id]
    writeTyped(typed)
  }
  return values
}

export const localOutbox: OutboxStore = {
  read: () => {
    try {
      return parseOutbox(storage()?.getItem(OUTBOX_KEY) ?? null)
    } catch {
      return []
    }
  },
  write: (entries) => {
    const store = storage()
    if (!store) throw new Error('No storage on this device')
    if (entries.length) store.setItem(OUTBOX_KEY, JSON.stringify(entries))
    else store.removeItem(OUTBOX_KEY)
  },
}

/** Whether any request waits, read without loading the outbox's code (OutboxAgent). */
export const hasWaitingRequests = () => {
  try {
    return Boolean(storage()?.getItem(OUTBOX_KEY))
  } catch {
    return false
  }
}

/**
 * One lock for every tab of the site. Every browser the site supports has the Web Locks API; where
 * it is missing, the task runs unguarded (a second open tab could then send a request twice).
 */
export const webLock: Lock = async (task, { wait }) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return task()
  return locks.request(LOCK_NAME, { ifAvailable: !wait }, (lock) => (lock ? task() : null))
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

export type Kept = { id: string; droppedFile: string | null }

type Request = { id: string; formName: string; what: string; draftKey: string; fields: FormFields; values: Record<string, unknown> }

/**
 * Puts a request the form service did not take into the outbox. Returns what was kept (and the name
 * of a file that could not be), or null when nothing could be kept on this device.
 */
export async function keepInOutbox(request: Request, store: OutboxStore = localOutbox): Promise<Kept | null> {
  const fields: Record<string, string> = {}
  let file: { field: string; file: File } | null = null
  for (const [key, value] of Object.entries(request.fields)) {
    if (value === undefined || value === null) continue
    if (typeof File !== 'undefined' && value instanceof File) file = { field: key, file: value }
    else fields[key] = String(value)
  }
  let attachment: OutboxAttachment | undefined
  if (file && file.file.size <= MAX_KEPT_ATTACHMENT_BYTES) {
    try {
      attachment = { field: file.field, name: file.file.name, type: file.file.type, dataUrl: await readAsDataUrl(file.file) }
    } catch {
      attachment = undefined
    }
  }
  const values = Object.fromEntries(
    Object.entries(request.values).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  )
  const { id, formName, what, draftKey } = request
  const entry = queued({ id, formName, what, draftKey, fields }, Date.now())
  const save = (withFile: OutboxAttachment | undefined) =>
    store.write([...store.read().filter((e) => e.id !== entry.id), { ...entry, attachment: withFile }])
  try {
    save(attachment)
  } catch {
    if (!attachment) return null
    // the file did not fit in the device's storage: keep the rest
    try {
      save(undefined)
    } catch {
      return null
    }
    attachment = undefined
  }
  writeTyped({ ...readTyped(), [entry.id]: values })
  window.dispatchEvent(new CustomEvent(QUEUED_EVENT, { detail: entry.id }))
  return { id: entry.id, droppedFile: file && !attachment ? file.file.name : null }
}

/** The kept file again (decoded here: the site's Content-Security-Policy does not let fetch read data: URLs). */
function fileOf(attachment: OutboxAttachment): File {
  const base64 = attachment.dataUrl.slice(attachment.dataUrl.indexOf(',') + 1)
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  return new File([bytes], attachment.name, { type: attachment.type })
}

/** Sends one kept request as the form would have: 'sent' only on a 2xx answer, 'refused' on a 4xx for good. */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const fields: FormFields = { ...entry.fields }
    if (entry.attachment) fields[entry.attachment.field] = fileOf(entry.attachment)
    await deliverForm(entry.formName, fields)
    return 'sent'
  } catch (error) {
    return isRefusal(error) ? 'refused' : 'failed'
  }
}
