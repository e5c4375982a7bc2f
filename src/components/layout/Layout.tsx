import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { contentOffset } from '../../theme/header-size'
import { MobileActionBar } from './MobileActionBar'
import { SkipLink } from './SkipLink'

type LayoutProps = {
  /** the fixed header (Header), whose full variant pushes the content further down */
  header: ReactNode
  fullHeader: boolean
  footer: ReactNode
  /** storm mode's banner (StormBanner), first in the main content; none otherwise */
  banner?: ReactNode
  phone: string
  children: ReactNode
}

/**
 * Every page's frame: skip link, fixed header, the page's main content, footer, the phone's action bar
 * (all but the header hidden while the phone menu covers them: data-under-menu, src/theme/system.ts).
 */
export function Layout({ header, fullHeader, footer, banner, phone, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      {header}
      <Box as="main" id="main" tabIndex={-1} pt={contentOffset(fullHeader)} _focus={{ outline: 'none' }} data-under-menu="">
        {banner}
        {children}
      </Box>
      <div data-under-menu="">{footer}</div>
      <div data-under-menu="">
        <MobileActionBar phone={phone} />
      </div>
    </>
  )
}
