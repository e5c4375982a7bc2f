import { Box, Text, type BoxProps } from '@chakra-ui/react'
import { TOP_BANNER_HEIGHT } from '../../theme/header-size'

type TopBannerProps = { text: string; visible: boolean }

/** A navy strip across the top of a large screen, its words in the middle. */
const STRIP = {
  display: { base: 'none', lg: 'flex' },
  position: 'fixed',
  top: '0',
  insetX: '0',
  height: `${TOP_BANNER_HEIGHT}px`,
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'navy.950',
  color: 'white',
  zIndex: 'sticky',
} as const satisfies BoxProps

/** The desktop-only strip above the header; it slides away while the visitor scrolls down. */
export function TopBanner({ text, visible }: TopBannerProps) {
  return (
    <Box
      {...STRIP}
      transform={visible ? 'translateY(0)' : 'translateY(-100%)'}
      transition="transform 0.25s ease"
      aria-hidden={!visible}
      data-testid="top-banner"
    >
      <Text fontSize="sm" fontWeight="600" letterSpacing="0.04em">
        {text}
      </Text>
    </Box>
  )
}
