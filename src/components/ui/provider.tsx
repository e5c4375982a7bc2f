import { ChakraProvider } from '@chakra-ui/react'
import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { useState, type ReactNode } from 'react'
import { system } from '../../theme/system'
import { createEmotionCache } from './emotion-cache'

type ProviderProps = { children: ReactNode; cache?: EmotionCache }

/**
 * Wraps every page, in the browser and during server rendering (gatsby-browser / gatsby-ssr).
 * Gatsby also wraps each page's Head with it, so nothing here may render into the page itself:
 * the toaster lives in Layout.
 */
export function Provider({ children, cache }: ProviderProps) {
  const [ownCache] = useState(() => cache ?? createEmotionCache())
  return (
    <CacheProvider value={ownCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
