import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from '../../theme/system'

type ProviderProps = { children: ReactNode }

/**
 * Wraps every page, in the browser and during server rendering (gatsby-browser / gatsby-ssr).
 * Gatsby also wraps each page's Head with it, so nothing here may render into the page itself:
 * the toaster lives in Layout.
 */
export function Provider({ children }: ProviderProps) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
