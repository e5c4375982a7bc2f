import { Button, type ButtonProps } from '@chakra-ui/react'
import { Link } from 'gatsby'

type ButtonLinkProps = { to: string } & Omit<ButtonProps, 'asChild'>

/** A link that looks like a button: internal paths go through Gatsby's Link, others are plain anchors. */
export function ButtonLink({ to, children, ...buttonProps }: ButtonLinkProps) {
  const internal = to.startsWith('/')
  return (
    <Button asChild size="lg" rounded="full" fontWeight="700" {...buttonProps}>
      {internal ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>}
    </Button>
  )
}
