import { ChakraProvider } from '@chakra-ui/react'
import { act, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from '../../src/components/ui/provider'
import { Toaster } from '../../src/components/ui/toaster'
import { getSystem } from '../../src/theme/system'

const ThemeOnly = ({ children }: { children: ReactNode }) => <ChakraProvider value={getSystem()}>{children}</ChakraProvider>

/** Renders with the site's theme, as every page is. */
export const renderWithProvider = (ui: ReactElement, options?: RenderOptions) => render(ui, { wrapper: ThemeOnly, ...options })

/** Renders with the site's whole provider, toaster included, for components that show toasts. */
const WithToaster = ({ children }: { children: ReactNode }) => (
  <Provider system={getSystem()}>
    {children}
    <Toaster />
  </Provider>
)
export async function renderWithToaster(ui: ReactElement, options?: RenderOptions) {
  const view = render(ui, { wrapper: WithToaster, ...options })
  // The toaster subscribes to its store in a microtask after mounting: let it, inside act.
  await act(async () => undefined)
  return view
}
