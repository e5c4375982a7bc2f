import { createElement, type ComponentType, type CSSProperties } from 'react'
import { islandPropsJson, type Wake } from '../lib/islands'

// The frame takes no box of its own: the part lays out as if the frame were not there.
const CONTENTS: CSSProperties = { display: 'contents' }

type IslandFrameProps<P extends object> = { name: string; wake: Wake; part: ComponentType<P>; props: P }

/**
 * An island as every render writes it: its part inside a frame that names it, says when it wakes and
 * carries its props, from which the browser hydrates the part in a React root of its own (host.tsx).
 */
export function IslandFrame<P extends object>({ name, wake, part, props }: IslandFrameProps<P>) {
  return (
    <div data-island={name} data-wake={wake} data-props={islandPropsJson(name, props)} style={CONTENTS}>
      {createElement(part, props)}
    </div>
  )
}
