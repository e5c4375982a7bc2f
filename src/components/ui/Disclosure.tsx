import { chakra } from '@chakra-ui/react'
import { Icon } from './Icon'

/**
 * The browser's own disclosure, `<details>`: it opens and closes on every kind of press (a tap, a
 * click alone, Enter, Space) from its HTML, before any script, and tells assistive technology whether
 * it is expanded. Details that share a `name` are an accordion: opening one closes the others.
 */
export const Disclosure = chakra('details')

/** Its always-shown part, the control: without the browser's own triangle (an indicator shows the state). */
export const DisclosureSummary = chakra('summary', {
  base: {
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
})

/** The chevron in a summary, turned up while its details are open. */
export function DisclosureIndicator({ size = 20 }: { size?: number }) {
  return (
    <chakra.span
      display="inline-flex"
      flexShrink="0"
      transition="rotate 0.2s"
      css={{ 'details[open] > summary &': { rotate: '180deg' }, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
    >
      <Icon name="chevron-down" size={size} />
    </chakra.span>
  )
}
