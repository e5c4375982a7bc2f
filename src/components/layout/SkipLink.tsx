import { Box, type BoxProps } from '@chakra-ui/react'
import { useUi } from '../../hooks/use-ui'

/** Off screen until it has focus, then over everything at the top left. */
const SKIP_LINK = {
  position: 'fixed',
  top: '2',
  left: '2',
  zIndex: 'skipNav',
  px: '4',
  py: '3',
  bg: 'navy.950',
  color: 'white',
  fontWeight: '700',
  rounded: 'md',
  transform: 'translateY(-200%)',
  _focus: { transform: 'translateY(0)' },
} as const satisfies BoxProps

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink() {
  const { skipLink } = useUi().layout
  return (
    <Box asChild {...SKIP_LINK}>
      <a href="#main">{skipLink}</a>
    </Box>
  )
}
