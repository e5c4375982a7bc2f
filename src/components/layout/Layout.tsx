import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSiteData } from '../../hooks/use-site-data'
import { Footer } from './Footer'
import { Header, type HeaderVariant } from './Header'
import { MobileActionBar } from './MobileActionBar'
import { SkipLink } from './SkipLink'
import { HydrateWhenSeen } from '../ui/HydrateWhenSeen'
import { Toaster } from '../ui/toaster'

type LayoutProps = { variant?: HeaderVariant; children: ReactNode }

/** Every page: skip link, fixed header (full or simple), the page's main content, footer. */
export function Layout({ variant = 'simple', children }: LayoutProps) {
  const data = useSiteData()
  return (
    <>
      <SkipLink />
      <Header variant={variant} data={data} />
      <Box as="main" id="main" tabIndex={-1} pt={{ base: '64px', lg: variant === 'full' ? '112px' : '80px' }} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <HydrateWhenSeen>
        <Footer data={data} />
      </HydrateWhenSeen>
      <MobileActionBar phone={data.site.phone} />
      <Toaster />
    </>
  )
}
