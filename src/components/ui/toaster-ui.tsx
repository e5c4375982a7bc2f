import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { createRoot } from 'react-dom/client'
import { getSystem } from '../../theme/system'
import { Provider } from './provider'

// Chakra's toaster and its UI (@zag-js/toast), mounted with the first toast through ./toaster.tsx.
// Toasts must not cover what the visitor is acting on: below Chakra's md breakpoint the form being
// used fills the screen, so they drop over the header (navigation, not the task); on wider screens
// they sit in the bottom corner, beside the content.
const phone = typeof window !== 'undefined' && window.matchMedia('(max-width: 47.99em)').matches
export const toaster = createToaster({
  placement: phone ? 'top' : 'bottom-end',
  pauseOnPageIdle: true,
  max: 3,
  offsets: { top: '0.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
})

export function ToasterUi() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

let mounted = false

/** Draws the toasts in a root of their own at the end of <body>, once. */
export function mountToaster() {
  if (mounted) return
  mounted = true
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(
    <Provider system={getSystem()}>
      <ToasterUi />
    </Provider>,
  )
}
