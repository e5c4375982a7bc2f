import { Box, Flex } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { useLocale } from '../../hooks/use-locale'
import { TO_TOP_ATTRIBUTE } from '../../lib/page-script/to-top'
import { LogoMark } from './Logo'

type BrandLinkProps = { brand: string; tone?: 'dark' | 'light' }

/**
 * The brand label, a plain link to the home page in the page's language; on that page itself the
 * page's first script glides back to the top instead (lib/page-script/to-top.ts).
 */
export function BrandLink({ brand, tone = 'dark' }: BrandLinkProps) {
  return (
    <Flex asChild align="center" gap="2.5" textDecoration="none" rounded="md">
      <Link to={useLocale().href('/')} {...{ [TO_TOP_ATTRIBUTE]: '' }}>
        <LogoMark />
        <Box
          as="span"
          fontFamily="heading"
          fontWeight="700"
          // a phone's header holds the name on one line from 360 px, beside the call and menu buttons
          fontSize={{ base: 'md', md: 'xl' }}
          letterSpacing="heading"
          lineHeight="1.1"
          color={tone === 'dark' ? 'navy.900' : 'white'}
        >
          {brand}
        </Box>
      </Link>
    </Flex>
  )
}
