import { Button, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react'
import { Link } from './Link'
import type { ReactNode } from 'react'

// Chakra's buttons default to type="button", which is not valid on an <a>; links reset it.
const linkReset = { type: undefined }

type ButtonLinkProps = { to: string; external?: boolean } & Omit<ButtonProps, 'asChild'>

/**
 * A link that looks like a button: internal paths go through Gatsby's Link, others are plain
 * anchors; `external` ones open in a new tab.
 */
export function ButtonLink({ to, external = false, children, ...buttonProps }: ButtonLinkProps) {
  const internal = to.startsWith('/')
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <Button asChild size="lg" rounded="full" fontWeight="700" {...buttonProps} {...linkReset}>
      {internal ? (
        <Link to={to}>{children}</Link>
      ) : (
        <a href={to} {...newTab}>
          {children}
        </a>
      )}
    </Button>
  )
}

type IconLinkProps = { href: string; label: string; external?: boolean; children: ReactNode } & Omit<
  IconButtonProps,
  'asChild' | 'children'
>

/** An icon-only link (social profiles, the round call button) with its accessible name. */
export function IconLink({ href, label, external = false, children, ...buttonProps }: IconLinkProps) {
  return (
    <IconButton asChild {...buttonProps} {...linkReset}>
      <a href={href} aria-label={label} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    </IconButton>
  )
}
