import { Box, Flex } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import type { MouseEvent } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { LogoMark } from './Logo'

type BrandLinkProps = { brand: string; tone?: 'dark' | 'light' }

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The brand label, linking to the home page in the page's language; on that page itself it glides back to the top instead. */
export function BrandLink({ brand, tone = 'dark' }: BrandLinkProps) {
  const home = useLocale().href('/')
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.pathname !== home) return
    event.preventDefault()
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
  return (
    <Flex asChild align="center" gap="2.5" textDecoration="none" rounded="md">
      <Link to={home} onClick={onClick}>
        <LogoMark />
        <Box
          as="span"
          fontFamily="heading"
          fontWeight="700"
          fontSize={{ base: 'lg', md: 'xl' }}
          lineHeight="1.1"
          color={tone === 'dark' ? 'navy.900' : 'white'}
        >
          {brand}
        </Box>
      </Link>
    </Flex>
  )
}
