type LogoMarkProps = { size?: number }

/** The brand mark: a copper roof line over a navy house, drawn inline so it costs no request. */
export function LogoMark({ size = 40 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0F1E33" />
      <path d="M7 21 20 10l13 11" fill="none" stroke="#E8742A" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M12 21v10h16V21" fill="none" stroke="#FAF7F2" strokeWidth="3" strokeLinejoin="round" />
      <rect x="18" y="24" width="4" height="7" fill="#FAF7F2" />
    </svg>
  )
}
