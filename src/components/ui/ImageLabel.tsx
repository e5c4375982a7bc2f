import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A small label on an image's lower corner ("Illustration", "AI-generated image"): what the image's
 * alt text tells a screen reader, for the eyes. Hidden from screen readers, which hear the alt text.
 */
export function ImageLabel({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      position="absolute"
      bottom="2"
      right="2"
      bg="rgba(10,21,38,0.85)"
      color="white"
      fontSize="xs"
      fontWeight="700"
      px="2"
      py="0.5"
      rounded="md"
      data-testid="image-label"
    >
      {children}
    </Box>
  )
}
