// Fetched by OutboxAgent only when a request waits: sends what the outbox holds when the page opens,
// when the connection comes back, when the page is shown again, and at each request's retry time.
import { saveDraft } from '../../lib/forms/draft'
import { outboxMessages, withWhen, type FormTexts } from '../../lib/forms/messages'
import { LANGUAGE_FIELD } from '../../lib/forms/submission'
import { cancelEntry, nextDue, sendDue, type OutboxEntry, type PassResult } from '../../lib/forms/outbox'
import {
  localOutbox,
  OUTBOX_KEY,
  QUEUED_EVENT,
  REFUSED_EVENT,
  SENT_EVENT,
  sendEntry,
  takeTypedValues,
  webLock,
} from '../../lib/forms/outbox-browser'
import { toaster } from '../ui/toaster'

type Options = {
  /** try at once: the page has just opened with requests waiting */
  sendNow: boolean
  phone: string
  /** the forms' texts in the language of the page shown now (OutboxAgent reads them with useUi) */
  texts: () => FormTexts
  /** when a request in `language` is called back, said now in the page's words (useReplyWhen) */
  when: (language?: string) => string
}

/** Starts sending; returns the function that stops it. */
export function startOutbox({ sendNow, phone, texts, when }: Options): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let stopped = false
  let toldWaiting = false

  const schedule = () => {
    clearTimeout(timer)
    const due = nextDue(localOutbox.read())
    if (due !== null && !stopped) timer = setTimeout(() => void pass(false), Math.max(0, due - Date.now()))
  }

  const pass = async (everything: boolean) => {
    if (running || stopped) return
    running = true
    try {
      const result = await sendDue({ store: localOutbox, send: sendEntry, lock: webLock, now: Date.now, everything })
      if (result) announce(result, phone, texts(), when)
      // Opened with a request waiting that still cannot go: say so once, with a way to cancel it.
      if (everything && sendNow && !toldWaiting) {
        toldWaiting = true
        for (const entry of localOutbox.read()) tellWaiting(entry, phone, texts())
      }
    } finally {
      running = false
      schedule()
    }
  }

  const onOnline = () => void pass(true)
  const onShown = () => {
    if (document.visibilityState === 'visible') void pass(true)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_KEY) schedule()
  }
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onShown)
  window.addEventListener('storage', onStorage)
  window.addEventListener(QUEUED_EVENT, schedule)
  if (sendNow) void pass(true)
  else schedule()

  return () => {
    stopped = true
    clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onShown)
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(QUEUED_EVENT, schedule)
  }
}

/**
 * Tells the page what a pass did: a toast for each request sent, and for each the form service
 * refused for good (with the phone); the form that made it hears both. A request deleted unsent
 * after three days goes quietly (whoever uses the device now may not be who typed it).
 */
function announce({ sent, refused, expired }: PassResult, phone: string, texts: FormTexts, when: Options['when']) {
  if (sent.length) window.dispatchEvent(new CustomEvent(SENT_EVENT, { detail: sent.map((entry) => entry.id) }))
  if (refused.length) window.dispatchEvent(new CustomEvent(REFUSED_EVENT, { detail: refused.map((entry) => entry.id) }))
  for (const entry of sent) {
    // the request's own language says whose hours the call comes in
    const language = entry.fields[LANGUAGE_FIELD]
    const sentMessage = withWhen(outboxMessages(texts, entry.what).sent, when(typeof language === 'string' ? language : undefined))
    toaster.create({ type: 'success', ...sentMessage, duration: 8_000, closable: true })
  }
  for (const entry of refused)
    toaster.create({ type: 'error', ...outboxMessages(texts, entry.what).refused(phone), duration: 15_000, closable: true })
  // what this tab kept of the typed values goes with its request (the form that listens has taken them first)
  for (const entry of [...sent, ...expired]) takeTypedValues(entry.id)
}

function tellWaiting(entry: OutboxEntry, phone: string, texts: FormTexts) {
  const messages = outboxMessages(texts, entry.what)
  toaster.create({
    type: 'info',
    ...messages.waiting(phone),
    duration: 15_000,
    closable: true,
    action: {
      label: messages.cancel,
      onClick: () => {
        void cancelEntry(entry.id, localOutbox, webLock).then((cancelled) => {
          if (!cancelled) return toaster.create({ type: 'success', ...messages.alreadySent })
          // What was typed goes back to that form's draft, for when the visitor opens it again: only
          // in the tab that made the request (on a later visit it is deleted, and nothing is filled in).
          const typed = takeTypedValues(cancelled.id)
          if (typed) saveDraft(cancelled.draftKey, typed)
          toaster.create({ type: 'info', ...(typed ? messages.cancelled : messages.deleted) })
        })
      },
    },
  })
}
