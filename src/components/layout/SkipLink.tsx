import { Box } from '@chakra-ui/react'
import { useUi } from '../../hooks/use-ui'

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink() {
  const { skipLink } = useUi().layout
  return (
    <Box
      asChild
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="3"
      bg="navy.950"
      color="white"
      fontWeight="700"
      rounded="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
    >
      <a href="#main">{skipLink}</a>
    </Box>
  )
}
