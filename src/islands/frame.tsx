import { StaticQueryContext } from 'gatsby'
import { createElement, useContext, type CSSProperties } from 'react'
import { nextIslandIdPrefix, serverRenderCache } from '../components/ui/emotion-cache'
import { useLocale } from '../hooks/use-locale'
import { islandPropsJson } from '../lib/islands'
// react-dom/server where pages are rendered; nothing in the built browser code (registry.ts).
import { renderIslandHtml, type IslandOf } from './registry'
import { IslandTree } from './tree'

// The frame takes no box of its own: the part lays out as if the frame were not there.
const CONTENTS: CSSProperties = { display: 'contents' }

const failOnServer = (error: unknown) => {
  throw error
}

type IslandFrameProps<P extends object> = { name: string; island: IslandOf<P>; props: P }

/**
 * An island as every render writes it: its part inside a frame that names it, says when it wakes and
 * carries its props, from which the browser hydrates the part in a React root of its own (host.tsx).
 * On the server the part is rendered apart, in the tree its root will have (tree.tsx). Only views
 * place islands (a lint rule keeps components from it), so no island is inside another's root.
 */
export function IslandFrame<P extends object>({ name, island, props }: IslandFrameProps<P>) {
  const staticQueries = useContext(StaticQueryContext)
  const { pathname } = useLocale()
  const frame = {
    'data-island': name,
    'data-wake': island.wake,
    'data-props': islandPropsJson(name, props),
    // a form's draft is named in its frame: read at load, whether or not its props stay in the page
    'data-draft': island.draftKey?.(props as Record<string, unknown>),
    style: CONTENTS,
  }
  if (typeof window === 'undefined' && renderIslandHtml && island.part) {
    // Each island is a root of its own in the browser, whose ids React makes from its own tree: a
    // prefix per island keeps two alike (two quote forms) from sharing ids.
    const identifierPrefix = nextIslandIdPrefix()
    const html = renderIslandHtml(
      <IslandTree staticQueries={staticQueries} pathname={pathname} fail={failOnServer} frame={null} cache={serverRenderCache()}>
        {createElement(island.part, props)}
      </IslandTree>,
      { identifierPrefix },
    )
    return <div {...frame} data-ids={identifierPrefix} dangerouslySetInnerHTML={{ __html: html }} />
  }
  // (The built browser code renders no frame: views are stubbed there. `gatsby develop` renders whole pages.)
  if (!island.part) throw new Error(`The ${name} island has no part to render`)
  return <div {...frame}>{createElement(island.part, props)}</div>
}
