import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type ReadyCtaProps = { heading: string; text: string; children: ReactNode }

/** 'Ready to Get Started?': the closing call to action of the landing pages. */
export function ReadyCta({ heading, text, children }: ReadyCtaProps) {
  return (
    <Box as="section" aria-labelledby="ready-heading" bg="copper.500" color="navy.950" py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="6">
          <Box>
            <Heading as="h2" id="ready-heading" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="800">
              {heading}
            </Heading>
            <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} fontWeight="500">
              {text}
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            {children}
          </Flex>
        </Flex>
      </Container>
    </Box>
  )
}
