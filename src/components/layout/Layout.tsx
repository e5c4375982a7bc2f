import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSiteData } from '../../hooks/use-site-data'
import { Footer } from './Footer'
import { Header, type HeaderVariant } from './Header'
import { contentOffset } from './header-size'
import { MobileActionBar } from './MobileActionBar'
import { SkipLink } from './SkipLink'
import { Hydrate } from '../ui/Hydrate'
import { Toaster } from '../ui/toaster'

type LayoutProps = { variant?: HeaderVariant; children: ReactNode }

/**
 * Every page: skip link, fixed header (full or simple), the page's main content, footer. The header
 * and the content hydrate just after the first render, in small slices; the footer when seen.
 */
export function Layout({ variant = 'simple', children }: LayoutProps) {
  const data = useSiteData()
  return (
    <>
      <SkipLink />
      <Hydrate when="soon">
        <Header variant={variant} data={data} />
      </Hydrate>
      <Box as="main" id="main" tabIndex={-1} pt={contentOffset(variant === 'full')} _focus={{ outline: 'none' }}>
        <Hydrate when="soon">{children}</Hydrate>
      </Box>
      <Hydrate when="visible" skipOffscreen>
        <Footer data={data} />
      </Hydrate>
      <MobileActionBar phone={data.site.phone} />
      <Toaster />
    </>
  )
}
