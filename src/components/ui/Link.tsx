import { forwardRef, type AnchorHTMLAttributes, type CSSProperties } from 'react'
import { useLocale } from '../../hooks/use-locale'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path inside the site */
  to: string
  /** added to the link's style when it leads to the page shown */
  activeStyle?: CSSProperties
}

/**
 * A link to another page of the site: a plain anchor, so the next page loads as its own document
 * (its server HTML at once, its islands hydrated there). Like Gatsby's Link, it says which link is
 * the page shown (aria-current).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, activeStyle, style, children, ...anchor }, ref) {
  const current = useLocale().pathname === to
  return (
    <a ref={ref} href={to} aria-current={current ? 'page' : undefined} style={current ? { ...style, ...activeStyle } : style} {...anchor}>
      {children}
    </a>
  )
})
