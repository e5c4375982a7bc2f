import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useState, type ReactElement, type ReactNode } from 'react'

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

/** Every form dialog: modal, 425 px wide from the small breakpoint up, focus kept inside and returned. */
export function FormDialog({ title, intro, trigger, open, onOpenChange, returnFocusTo, children }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={returnFocusTo}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
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
              {children(() => setOpen(false))}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
