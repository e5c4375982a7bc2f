import { ChakraProvider } from '@chakra-ui/react'
import { act, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from '../../src/components/ui/provider'
import { mountToaster } from '../../src/components/ui/toaster-ui'
import { getSystem } from '../../src/theme/system'

const ThemeOnly = ({ children }: { children: ReactNode }) => <ChakraProvider value={getSystem()}>{children}</ChakraProvider>

/** Renders with the site's theme, as every page is. */
export const renderWithProvider = (ui: ReactElement, options?: RenderOptions) => render(ui, { wrapper: ThemeOnly, ...options })

/** Renders with the site's whole provider, the toasts' own root mounted first, for components that show toasts. */
const WithProvider = ({ children }: { children: ReactNode }) => <Provider system={getSystem()}>{children}</Provider>
export async function renderWithToaster(ui: ReactElement, options?: RenderOptions) {
  // The toasts mount their root and subscribe to their store in a microtask: let them, inside act.
  await act(async () => {
    mountToaster()
  })
  return render(ui, { wrapper: WithProvider, ...options })
}
