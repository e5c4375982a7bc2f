import { useEffect, useState } from 'react'
import { useUi } from '../../hooks/use-ui'
import { ESTIMATE_DIALOG_DRAFT_KEY, ESTIMATE_DIALOG_ID, OPENER_ATTRIBUTE, readOpener } from '../../lib/forms/opener'
import { QuoteDialog } from './QuoteDialog'

/**
 * The page's one estimate dialog, which every "Get Free Estimate" button opens from its HTML
 * (EstimateButton): its form says which button opened it (lib/forms/opener.ts). An island of its own,
 * woken as the dialog opens and focuses its first field: a press never reaches it before its code.
 */
// (no props: an island's part takes an object of them)
export function EstimateDialog(_props: Record<string, never>) {
  const texts = useUi().forms.estimateButton
  // The button that opened it: named on the dialog by the page's first script, which, until this
  // island woke, wrote what it says into the dialog's HTML; read here too, so that the island
  // hydrates what it finds. Then each button that opens it.
  const [opener, setOpener] = useState(() =>
    readOpener(typeof document === 'undefined' ? null : document.getElementById(ESTIMATE_DIALOG_ID)?.getAttribute(OPENER_ATTRIBUTE)),
  )
  useEffect(() => {
    const opened = (event: Event) => {
      const button =
        event.target instanceof Element ? event.target.closest(`button[commandfor="${ESTIMATE_DIALOG_ID}"][${OPENER_ATTRIBUTE}]`) : null
      const dialog = document.getElementById(ESTIMATE_DIALOG_ID) as HTMLDialogElement | null
      if (button && dialog && !dialog.open) setOpener(readOpener(button.getAttribute(OPENER_ATTRIBUTE)))
    }
    document.addEventListener('click', opened, { capture: true })
    return () => document.removeEventListener('click', opened, { capture: true })
  }, [])
  return (
    <QuoteDialog
      id={ESTIMATE_DIALOG_ID}
      title={opener.title ?? texts.dialogTitle}
      source={opener.source}
      draftKey={ESTIMATE_DIALOG_DRAFT_KEY}
      prefill={opener.service ? { service: opener.service } : undefined}
      storm={opener.storm}
    />
  )
}
