type LogoMarkProps = { size?: number }

/** The brand mark's shapes in a 40-unit box: drawn once into the icon sprite (src/lib/build/icon-sprite.ts). */
export function LogoShapes() {
  return (
    <>
      <rect width="40" height="40" rx="9" fill="#0F1E33" stroke="none" />
      <path d="M7 21 20 10l13 11" fill="none" stroke="#E8742A" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M12 21v10h16V21" fill="none" stroke="#FAF7F2" strokeWidth="3" strokeLinecap="butt" strokeLinejoin="round" />
      <rect x="18" y="24" width="4" height="7" fill="#FAF7F2" stroke="none" />
    </>
  )
}

/** The symbol's id in the sprite. */
export const LOGO_SYMBOL = 'logo'

/**
 * The brand mark: a copper roof line over a navy house, a <use> of the sprite the page's icons come
 * from (header and footer each drew its 440 bytes before); its shapes set their own paint, over the
 * icons' lines (src/theme/system.ts).
 */
export function LogoMark({ size = 40 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${__ICON_SPRITE__}#${LOGO_SYMBOL}`} />
    </svg>
  )
}
