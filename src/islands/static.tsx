import type { ReactNode } from 'react'
import { Provider } from '../components/ui/provider'
import { getSystem } from '../theme/system'

let serverHtmlKept = false

/** Called once, before the browser's first render, when the page came with its server HTML (gatsby-browser). */
export function keepServerHtml() {
  serverHtmlKept = true
}

/** True in the browser when the page's server HTML stays as it is and only its islands hydrate. */
export const isServerHtmlKept = () => serverHtmlKept

/**
 * The page's frame and content. On the server, rendered (the Provider is gatsby-ssr's). In the browser
 * over server HTML, nothing: the HTML stays, and the islands in it hydrate on their own (host.tsx),
 * so neither Chakra's system nor the page's other components run there. In a browser with no server
 * HTML (`gatsby develop`), rendered as a whole, islands included.
 */
export function Static({ children }: { children: ReactNode }) {
  if (typeof window === 'undefined') return <>{children}</>
  if (serverHtmlKept) return null
  return <Provider system={getSystem()}>{children}</Provider>
}
