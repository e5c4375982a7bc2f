import { useEffect, useRef } from 'react'
import { useReplyWhen } from '../../hooks/use-reply'
import { useUi } from '../../hooks/use-ui'
import { hasWaitingRequests, QUEUED_EVENT } from '../../lib/forms/outbox-browser'

/**
 * On every page: when a request waits in the outbox (or a form has just put one there), fetches the
 * code that sends it. A page with nothing waiting loads nothing and does nothing more.
 */
export function OutboxAgent({ phone }: { phone: string }) {
  // The runner's toasts speak the language of the page shown when they appear: it reads the texts
  // through this ref, so a move to a page in another language does not restart it.
  const forms = useUi().forms
  const texts = useRef(forms)
  const replyWhen = useReplyWhen()
  const when = useRef(replyWhen)
  useEffect(() => {
    texts.current = forms
    when.current = replyWhen
  }, [forms, replyWhen])
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const start = (sendNow: boolean) => {
      window.removeEventListener(QUEUED_EVENT, onQueued)
      import('./outbox-runner').then(
        ({ startOutbox }) => {
          if (!cancelled && !stop)
            stop = startOutbox({ sendNow, phone, texts: () => texts.current, when: (language) => when.current(language) })
        },
        // offline, the code could not be fetched: again once the connection is back
        () => window.addEventListener('online', () => start(sendNow), { once: true }),
      )
    }
    const onQueued = () => start(false)
    if (hasWaitingRequests()) start(true)
    else window.addEventListener(QUEUED_EVENT, onQueued)
    return () => {
      cancelled = true
      window.removeEventListener(QUEUED_EVENT, onQueued)
      stop?.()
    }
  }, [phone])
  return null
}
