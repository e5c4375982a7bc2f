import type { ButtonProps } from '@chakra-ui/react'

/** The site's main submit button, the same in every form (the quote forms, the application, the image generator, the storm check). */
export const BRAND_SUBMIT = {
  type: 'submit',
  colorPalette: 'brand',
  size: 'lg',
  rounded: 'full',
  fontWeight: '700',
} as const satisfies ButtonProps
