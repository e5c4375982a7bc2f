import { Box, type BoxProps } from '@chakra-ui/react'
import { Link } from './Link'

/** A white card on the page, its content in a column as tall as its row, its picture clipped to its corners. */
export function Card(props: BoxProps) {
  return <Box layerStyle="card" display="flex" flexDirection="column" height="full" overflow="hidden" {...props} />
}

/** A card's words under its picture: a column that fills the rest of the card, so cards in a row end alike. */
export function CardBody(props: BoxProps) {
  return <Box p="5" display="flex" flexDirection="column" gap="2" flex="1" {...props} />
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
