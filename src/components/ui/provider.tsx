import { ChakraProvider } from '@chakra-ui/react'
import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { getSystem } from '../../theme/system'
import { getBrowserEmotionCache } from './emotion-cache'

type ProviderProps = { children: ReactNode; cache?: EmotionCache }

/**
 * The same system without its global styles (reset, keyframes, the token variables, the layer order).
 * The server render writes those once into every page's <head> as a static <style>; rendering them
 * again in the browser would insert 44 KB of CSS a second time, once more for the Head root, and make
 * the browser restyle the whole page each time. (The production browser bundle does not even build
 * them: src/lib/build/chakra-browser-system-loader.cjs.) `gatsby develop` renders no page HTML, so
 * there the browser draws them.
 */
let browserSystem: ReturnType<typeof getSystem> | undefined
function getBrowserSystem() {
  const system = getSystem()
  if (process.env.NODE_ENV === 'development') return system
  browserSystem ??= { ...system, _global: [], _config: { ...system._config, disableLayers: true } }
  return browserSystem
}

/**
 * Wraps every page: in gatsby-ssr with a fresh cache per page (`cache`), whose styles, global ones
 * included, go into <head>; in gatsby-browser with the browser's one cache. Gatsby also wraps each
 * page's Head with it, so nothing here may render into the page itself: the toaster lives in Layout.
 */
export function Provider({ children, cache }: ProviderProps) {
  return (
    <CacheProvider value={cache ?? getBrowserEmotionCache()}>
      <ChakraProvider value={cache ? getSystem() : getBrowserSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
