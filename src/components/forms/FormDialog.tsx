import { chakra, CloseButton, Text, type HTMLChakraProps } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useUi } from '../../hooks/use-ui'
import { toaster } from '../ui/toaster'

const STUCK = { position: 'sticky', top: '0', zIndex: '1', bg: 'white', gridRow: '1' } as const

export type FormDialogProps = {
  /** the dialog's id, for buttons elsewhere in the page that open it (`commandfor`); its own otherwise */
  id?: string
  title: string
  intro?: string
  /** for a dialog opened from code (the address box): shown while true; `onClose` when the visitor closes it */
  open?: boolean
  onClose?: () => void
  /** where focus goes when a dialog opened from code closes (a tap gives the button no focus to return to) */
  returnFocusTo?: () => HTMLElement | null
  /** the form, given a function that closes the dialog once the form is delivered */
  children: (close: () => void) => ReactNode
}

/** A white card centred by the browser's own margins (the reset sets them to 0), within the screen. */
const DIALOG = {
  m: 'auto',
  p: '0',
  border: '0',
  bg: 'white',
  color: 'ink',
  rounded: 'card',
  boxShadow: 'lg',
  width: 'full',
  maxW: { base: 'calc(100vw - 2rem)', sm: '425px' },
  maxH: 'calc(100dvh - 2rem)',
  // the dialog scrolls as one box: a box of its own that scrolls would take the first focus
  overflowY: 'auto',
  overscrollBehavior: 'contain',
} as const satisfies HTMLChakraProps<'dialog'>

/**
 * Every form dialog: the browser's own modal `<dialog>`, in the page's HTML with its form. Its
 * buttons, elsewhere in the page, open it with `commandfor`/`command` (the page's first script adds
 * the two commands where the browser lacks them, src/lib/page-script/dialog-commands.ts), so the first
 * tap never waits for code; the browser keeps focus inside, makes the page behind inert, closes it on
 * Escape and gives focus back. The dialog is its island (EstimateDialog, ApplicationDialog) or part
 * of one (the address box's), and hydrates when it takes focus.
 */
export function FormDialog({ id: given, title, intro, open, onClose, returnFocusTo, children }: FormDialogProps) {
  const own = useId()
  const id = given ?? own
  const dialog = useRef<HTMLDialogElement>(null)
  const { dialog: words } = useUi().forms
  const close = () => dialog.current?.close()

  useEffect(() => {
    const shown = dialog.current
    if (!shown || open === undefined) return
    if (open && !shown.open) shown.showModal()
    if (!open && shown.open) shown.close()
  }, [open])

  useEffect(() => {
    const shown = dialog.current
    if (!shown) return
    // A toast left from before (the address box's 'Calculating Estimate') would sit behind the dialog.
    const onToggle = () => shown.open && toaster.dismiss()
    const onClosed = () => {
      onClose?.()
      const back = returnFocusTo?.()
      if (back && (document.activeElement === document.body || document.activeElement === null)) back.focus()
    }
    shown.addEventListener('toggle', onToggle)
    shown.addEventListener('close', onClosed)
    return () => {
      shown.removeEventListener('toggle', onToggle)
      shown.removeEventListener('close', onClosed)
    }
  }, [onClose, returnFocusTo])

  return (
    <>
      <chakra.dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        {...DIALOG}
        css={{
          '&::backdrop': { background: 'rgba(0, 0, 0, 0.36)' },
          // drawn only while open: the browser hides a closed dialog, which a display of its own would undo
          '&[open]': { display: 'grid', gridTemplateColumns: '1fr auto' },
        }}
      >
        {/* The title and the close button stay at the top as the dialog scrolls; the close button comes
            last in the page's order (the first focus is the form's first field, Tab ends on Close). The
            title names the dialog, which is what it is read as when it opens; not a heading of the
            page, whose order the dialog's place in the HTML would break (an h2 among a job's h4s). */}
        <Text
          id={`${id}-title`}
          // as the page's headings draw (Chakra's heading at 2xl, the site's heading rule)
          fontWeight="600"
          lineHeight="1.875rem"
          letterSpacing="heading"
          textWrap="balance"
          {...STUCK}
          gridColumn="1"
          px="6"
          pt="6"
          pb="2"
          fontFamily="heading"
          fontSize="2xl"
          color="navy.900"
        >
          {title}
        </Text>
        <chakra.div gridColumn="1 / -1" gridRow="2" px="6" pb="6">
          {intro && (
            <Text color="slate" fontSize="sm" mb="4">
              {intro}
            </Text>
          )}
          {children(close)}
        </chakra.div>
        <chakra.div {...STUCK} gridColumn="2" gridRow="1" pt="2" pe="2">
          <CloseButton asChild size="sm">
            <button type="button" commandfor={id} command="close" aria-label={words.close}>
              <Icon name="close" />
            </button>
          </CloseButton>
        </chakra.div>
      </chakra.dialog>
    </>
  )
}
