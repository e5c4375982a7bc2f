import type { ComponentProps, JSX } from 'react'
import { IslandFrame } from './frame'
import { ISLANDS, type IslandName, type IslandOf, type IslandSpec } from './registry'

type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]['part']>

/** The island's component for views: its part in a frame the browser hydrates from (host.tsx). */
function island<N extends IslandName>(name: N) {
  function Island(props: IslandProps<N>) {
    const island: IslandSpec = ISLANDS[name]
    return <IslandFrame name={name} island={island as IslandOf<IslandProps<N>>} props={props} />
  }
  Island.displayName = `Island(${name})`
  return Island
}

/** Each island of the list (./registry.ts), as views place it: `<Islands.QuoteCard draftKey="…" />`. */
export const Islands = Object.fromEntries(Object.keys(ISLANDS).map((name) => [name, island(name as IslandName)])) as unknown as {
  [N in IslandName]: (props: IslandProps<N>) => JSX.Element
}
