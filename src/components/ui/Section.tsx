import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { EYEBROW } from './looks'

type SectionProps = {
  id?: string
  eyebrow?: string
  title?: string
  intro?: string | null
  tone?: 'light' | 'sand' | 'dark'
  align?: 'left' | 'center'
  children: ReactNode
} & Omit<BoxProps, 'title'>

const tones = {
  light: { bg: 'white', color: 'ink' },
  sand: { bg: 'sand', color: 'ink' },
  dark: { bg: 'navy.900', color: 'white' },
} as const

/** A page band with an optional eyebrow, h2 and intro; the rhythm every section shares. */
export function Section({ id, eyebrow, title, intro, tone = 'light', align = 'center', children, ...rest }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <Box as="section" id={id} aria-labelledby={title ? headingId : undefined} py={{ base: '14', md: '20' }} {...tones[tone]} {...rest}>
      <Container maxW="7xl">
        {(title || eyebrow) && (
          <Box
            textAlign={align}
            maxW={align === 'center' ? '3xl' : 'none'}
            mx={align === 'center' ? 'auto' : '0'}
            mb={{ base: '8', md: '12' }}
          >
            {eyebrow && (
              <Text {...EYEBROW} color={tone === 'dark' ? 'copper.300' : 'copper.700'} mb="2">
                {eyebrow}
              </Text>
            )}
            {title && (
              <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" fontWeight="700">
                {title}
              </Heading>
            )}
            {intro && (
              <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color={tone === 'dark' ? 'navy.100' : 'slate'}>
                {intro}
              </Text>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  )
}
