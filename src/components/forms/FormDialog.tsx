import { cloneElement, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react'
import FormDialogView from './FormDialogView'

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
}

/**
 * Every form dialog. Until it is first opened only its trigger is drawn: the dialog and its machinery
 * (focus trap, dismissal, animations) are set up when it is first pressed, not for every trigger of
 * an island as it wakes.
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
        })}
      {used && (
        <FormDialogView {...view} open={isOpen} onOpenChange={setOpen} returnFocusTo={returnFocusTo ?? (() => triggerRef.current)} />
      )}
    </>
  )
}
