import type { EmotionCache } from '@emotion/cache'
import { StaticQueryContext } from 'gatsby'
import { Component, useEffect, type ReactNode } from 'react'
import { Provider } from '../components/ui/provider'
import { LocaleProvider } from '../hooks/use-locale'
import { getSystem } from '../theme/system'

/** An island that fails to render takes the page with it: the page's root shows the error screen. */
class IslandBoundary extends Component<{ fail: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.fail(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Once the part has hydrated: tells it where focus is, if focus woke it (the focus event itself came
 * before its handlers were there: a menu or accordion would not know which item a key should move
 * from), and says it has hydrated. Nothing on the server.
 */
function Awake({ frame, onAwake }: { frame: HTMLElement | null; onAwake?: () => void }) {
  useEffect(() => {
    if (!frame) return
    const focused = document.activeElement
    if (focused && frame.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    onAwake?.()
  }, [frame, onAwake])
  return null
}

type IslandTreeProps = {
  staticQueries: Record<string, unknown>
  pathname: string
  fail: (error: unknown) => void
  /** the frame it hydrates in the browser; null on the server */
  frame: HTMLElement | null
  /** the page's cache on the server; the browser's own otherwise */
  cache?: EmotionCache
  /** called once the part has hydrated */
  onAwake?: () => void
  children: ReactNode
}

/**
 * An island's whole React tree, the same on the server (rendered on its own, frame.tsx) and in the
 * browser (its own root, host.tsx): the ids React makes (useId, which Chakra's parts use to find their
 * elements) then match, as they could not between a whole page and a root of one part.
 */
export function IslandTree({ staticQueries, pathname, fail, frame, cache, onAwake, children }: IslandTreeProps) {
  return (
    <StaticQueryContext.Provider value={staticQueries}>
      <LocaleProvider pathname={pathname}>
        <Provider system={getSystem()} cache={cache} withoutGlobalStyles>
          <IslandBoundary fail={fail}>
            {children}
            <Awake frame={frame} onAwake={onAwake} />
          </IslandBoundary>
        </Provider>
      </LocaleProvider>
    </StaticQueryContext.Provider>
  )
}
