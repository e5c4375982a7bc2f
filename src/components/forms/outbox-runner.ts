// Fetched by OutboxAgent only when a request waits: sends what the outbox holds when the page opens,
// when the connection comes back, when the page is shown again, and at each request's retry time.
import { saveDraft } from '../../lib/forms/draft'
import { outboxMessages, type FormTexts } from '../../lib/forms/messages'
import { cancelEntry, nextDue, sendDue, type OutboxEntry } from '../../lib/forms/outbox'
import { localOutbox, OUTBOX_KEY, QUEUED_EVENT, SENT_EVENT, sendEntry, webLock } from '../../lib/forms/outbox-browser'
import { toaster } from '../ui/toaster'

type Options = {
  /** try at once: the page has just opened with requests waiting */
  sendNow: boolean
  phone: string
  /** the forms' texts in the language of the page shown now (OutboxAgent reads them with useUi) */
  texts: () => FormTexts
}

/** Starts sending; returns the function that stops it. */
export function startOutbox({ sendNow, phone, texts }: Options): () => void {
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
      const sent = await sendDue({ store: localOutbox, send: sendEntry, lock: webLock, now: Date.now, everything })
      if (sent?.length) announceSent(sent, texts())
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

function announceSent(sent: OutboxEntry[], texts: FormTexts) {
  window.dispatchEvent(new CustomEvent(SENT_EVENT, { detail: sent.map((entry) => entry.id) }))
  for (const entry of sent) toaster.create({ type: 'success', ...outboxMessages(texts, entry.what).sent, duration: 8_000, closable: true })
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
          // What was typed goes back to that form's draft, for when the visitor opens it again.
          if (cancelled) saveDraft(cancelled.draftKey, cancelled.values)
          toaster.create({ type: cancelled ? 'info' : 'success', ...(cancelled ? messages.cancelled : messages.alreadySent) })
        })
      },
    },
  })
}
