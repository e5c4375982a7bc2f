import type { CSSProperties } from 'react'
import type { IconName } from '../../lib/icons'

type IconProps = {
  name: IconName
  size?: number
  /** Drawn lines' width where not 2 (0 for a filled star). */
  strokeWidth?: number
  /** 'currentColor' fills the shape (a star, the play triangle). */
  fill?: string
  /** The lines' colour where not the text's. */
  color?: string
  style?: CSSProperties
}

// An icon is a <use> of the sprite's symbol (src/lib/build/icon-sprite.ts), whose shapes inherit its
// paint: the theme's rule for `svg > use` gives the lines (system.ts: no class on each of the ~100
// icons of a page), and an icon's own width, fill or colour is its <use>'s style, which beats that rule.
export function Icon({ name, size = 24, strokeWidth, fill, color, style }: IconProps) {
  const own = strokeWidth !== undefined || fill || color ? { strokeWidth, fill, stroke: color } : undefined
  return (
    <svg width={size} height={size} aria-hidden="true" style={style}>
      <use href={`${__ICON_SPRITE__}#${name}`} style={own} />
    </svg>
  )
}
