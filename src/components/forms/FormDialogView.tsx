import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useEffect, type ReactNode } from 'react'
import { useUi } from '../../hooks/use-ui'
import { toaster } from '../ui/toaster'

export type FormDialogViewProps = {
  title: string
  intro?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where focus goes when the dialog closes */
  returnFocusTo: () => HTMLElement | null
  /** the form, given a function that closes the dialog once the form is delivered */
  children: (close: () => void) => ReactNode
}

/**
 * The dialog itself: modal, 425 px wide from the small breakpoint up, focus kept inside and returned.
 * Drawn by FormDialog from its first opening on, with the dialog machinery (focus trap, dismissal, presence).
 */
export default function FormDialogView({ title, intro, open, onOpenChange, returnFocusTo, children }: FormDialogViewProps) {
  const { dialog } = useUi().forms
  // A toast left from before (the address box's 'Calculating Estimate') would sit over the dialog's top.
  useEffect(() => {
    if (open) toaster.dismiss()
  }, [open])
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100vw - 2rem)', sm: '425px' }} rounded="card">
            <Dialog.Header pb="0" pr="12">
              <Dialog.Title fontFamily="heading" fontSize="2xl" color="navy.900">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {intro && (
                <Text color="slate" fontSize="sm" mb="4">
                  {intro}
                </Text>
              )}
              {children(() => onOpenChange(false))}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={dialog.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
