import { chakra, defineRecipe } from '@chakra-ui/react'
import { Link } from './Link'

/** A link drawn as an outlined tile on a white section: its thin border turns copper under the pointer. */
const tileLinkRecipe = defineRecipe({
  base: { borderWidth: '1px', borderColor: 'navy.100', _hover: { borderColor: 'copper.500' } },
  variants: {
    layout: {
      /** a block of a title over a line: a related service */
      block: { display: 'block', p: '5', rounded: 'card' },
      /** a row of an icon and a name: a town served */
      row: { display: 'flex', alignItems: 'center', gap: '1.5', px: { base: '3', sm: '4' }, py: '3', rounded: 'lg' },
    },
    tone: {
      /** the page's ink on white */
      plain: { color: 'ink' },
      /** a cream tile in bold navy, warmer under the pointer */
      cream: { bg: 'cream', color: 'navy.900', fontWeight: '600', _hover: { bg: 'copper.50' } },
    },
  },
})

/** A link to a page of the site (a plain anchor, ui/Link) drawn as a tile. */
export const TileLink = chakra(Link, tileLinkRecipe)
