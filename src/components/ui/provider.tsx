import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from '../../theme/system'
import { Toaster } from './toaster'

type ProviderProps = { children: ReactNode }

/** Wraps every page, in the browser and during server rendering (gatsby-browser / gatsby-ssr). */
export function Provider({ children }: ProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  )
}
