import { ChakraProvider } from '@chakra-ui/react'
import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
// A type only: the browser loads the system's code on its own (gatsby-browser.tsx).
import type { System } from '../../theme/system'
import { getBrowserEmotionCache } from './emotion-cache'

type ProviderProps = {
  children: ReactNode
  system: System
  cache?: EmotionCache
  /** an island's tree, on the server as in the browser: the page's render draws the global styles */
  withoutGlobalStyles?: boolean
}

/**
 * The same system without its global styles (reset, keyframes, the token variables, the layer order).
 * The server render writes those once into every page's <head> as a static <style>; rendering them
 * again in the browser would insert 44 KB of CSS a second time, once more for the Head root, and make
 * the browser restyle the whole page each time. `gatsby develop` renders no page HTML, so there the
 * browser draws them.
 */
const browserSystems = new WeakMap<System, System>()
function browserSystemOf(system: System): System {
  if (process.env.NODE_ENV === 'development') return system
  let browserSystem = browserSystems.get(system)
  if (!browserSystem) {
    browserSystem = { ...system, _global: [], _config: { ...system._config, disableLayers: true } }
    browserSystems.set(system, browserSystem)
  }
  return browserSystem
}

/**
 * Wraps every page: in gatsby-ssr with a fresh cache per page (`cache`), whose styles, global ones
 * included, go into <head>; in gatsby-browser with the browser's one cache. Gatsby also wraps each
 * page's Head with it, so nothing here may render into the page itself.
 */
export function Provider({ children, system, cache, withoutGlobalStyles = false }: ProviderProps) {
  return (
    <CacheProvider value={cache ?? getBrowserEmotionCache()}>
      <ChakraProvider value={cache && !withoutGlobalStyles ? system : browserSystemOf(system)}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
