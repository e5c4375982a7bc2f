import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react'

const loadView = () => import('./FormDialogView')
const FormDialogView = lazy(loadView)
const preload = () => void loadView()

export type FormDialogProps = {
  title: string
  intro?: string
  /** the button that opens it; focus returns there when the dialog closes */
  trigger?: ReactElement
  /** for a dialog opened from code (the address box): controlled state and where focus returns */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  returnFocusTo?: () => HTMLElement | null
  /** the form, given a function that closes the dialog once the form is delivered */
  children: (close: () => void) => ReactNode
}

type TriggerProps = {
  onClick?: (event: SyntheticEvent) => void
  onFocus?: (event: SyntheticEvent) => void
  onPointerEnter?: (event: SyntheticEvent) => void
}

/**
 * Every form dialog. Until it is first opened only its trigger is on the page: the dialog and its
 * machinery (focus trap, dismissal, animations: about 10 KB, and a state machine per trigger to set
 * up while the page hydrates) load when the pointer comes over the trigger or it takes focus, and
 * show when it is pressed (issue 8: dialogs loaded only when needed).
 */
export function FormDialog({ trigger, open, onOpenChange, returnFocusTo, ...view }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  const [used, setUsed] = useState(isOpen)
  if (isOpen && !used) setUsed(true)
  const triggerRef = useRef<HTMLElement>(null)
  const own = trigger?.props as TriggerProps | undefined
  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          ref: triggerRef,
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onClick: (event: SyntheticEvent) => {
            own?.onClick?.(event)
            setOpen(true)
          },
          onFocus: (event: SyntheticEvent) => {
            own?.onFocus?.(event)
            preload()
          },
          onPointerEnter: (event: SyntheticEvent) => {
            own?.onPointerEnter?.(event)
            preload()
          },
        })}
      {used && (
        <Suspense fallback={null}>
          <FormDialogView {...view} open={isOpen} onOpenChange={setOpen} returnFocusTo={returnFocusTo ?? (() => triggerRef.current)} />
        </Suspense>
      )}
    </>
  )
}
