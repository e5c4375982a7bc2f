import { Box, type BoxProps } from '@chakra-ui/react'
import { Link } from './Link'

/** A white card on the page, its content in a column as tall as its row, its picture clipped to its corners. */
export function Card(props: BoxProps) {
  return <Box layerStyle="card" display="flex" flexDirection="column" height="full" overflow="hidden" {...props} />
}

type CardLinkProps = Omit<BoxProps, 'asChild'> & { to: string }

/** A card that is one link as a whole (a service, an article): it lifts when the pointer is over it. */
export function CardLink({ to, children, ...card }: CardLinkProps) {
  return (
    <Card asChild color="ink" _hover={{ boxShadow: 'lift' }} {...card}>
      <Link to={to}>{children}</Link>
    </Card>
  )
}
