import { chakra, defineRecipe } from '@chakra-ui/react'
import { Link } from './Link'

/** A target at least 44 px high, its words centred in it. */
const TAP_TARGET = { display: 'inline-flex', alignItems: 'center', minH: '44px' } as const

/**
 * A link that stands on its own as something to tap, not words in a sentence: its shape, and its
 * colours for the background it stands on.
 */
const tapLinkRecipe = defineRecipe({
  variants: {
    shape: {
      /** a round pill: the storm check from a town page */
      pill: { ...TAP_TARGET, px: '5', rounded: 'full', fontWeight: '700' },
      /** underlined words: the storm check from the storm damage service's hero */
      underline: { ...TAP_TARGET, fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' },
      /** a small pill, one of a list: the towns a service is offered in */
      chip: { display: 'inline-block', px: '3', py: '1.5', rounded: 'full', fontWeight: '600', fontSize: 'sm' },
    },
    tone: {
      /** navy on a light background */
      navy: { bg: 'navy.900', color: 'white', _hover: { bg: 'navy.700' } },
      /** sand on white */
      sand: { bg: 'sand', color: 'navy.900', _hover: { bg: 'copper.100' } },
      /** white words on the navy hero */
      onDark: { color: 'white', _hover: { color: 'copper.200' } },
    },
  },
})

/** A link to a page of the site (a plain anchor, ui/Link) in one of the shapes and tones above. */
export const TapLink = chakra(Link, tapLinkRecipe)
