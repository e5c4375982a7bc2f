// Gatsby's runtime is not available under Jest: Link becomes a plain anchor and the
// GraphQL hooks are mocks each test fills with content.
import { createElement, forwardRef, type AnchorHTMLAttributes } from 'react'

const gatsby = jest.requireActual('gatsby')

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _c, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, ...rest },
  ref,
) {
  return createElement('a', { ...rest, href: to, ref })
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
}
