import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { HERO_SIZES } from '../../lib/image-sizes'
import { Picture } from '../ui/Picture'
import type { ReactNode } from 'react'

type PageHeroProps = {
  title: string
  eyebrow?: string
  text?: string | null
  image?: IGatsbyImageData | null
  children?: ReactNode
  /** a slot beside the text on large screens (the estimate form on home and town pages) */
  aside?: ReactNode
  /** 'lazy' where the band is not the top of the page (home: below the banner and the estimate box) */
  photoPriority?: 'high' | 'lazy'
}

/** The hero photo's files, for the page queries of home and the town pages: five widths, for a photo as wide as the screen. */
export const heroPhotoFragment = graphql`
  fragment HeroPhoto on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
    }
  }
`

/** The top band of a page: its h1 over a photo (with a scrim for contrast) or on navy. */
export function PageHero({ title, eyebrow, text, image, children, aside, photoPriority = 'high' }: PageHeroProps) {
  return (
    <Box as="section" position="relative" bg="navy.900" color="white" overflow="hidden" aria-labelledby="page-title">
      {image && (
        <>
          <Picture image={image} alt="" priority={photoPriority} sizes={HERO_SIZES} fill position="center right" />
          <Box
            position="absolute"
            inset="0"
            bgGradient="to-r"
            gradientFrom="rgba(10,21,38,0.94)"
            gradientVia="rgba(10,21,38,0.78)"
            gradientTo="rgba(10,21,38,0.35)"
          />
        </>
      )}
      <Container maxW="7xl" position="relative" py={{ base: '14', md: '20', lg: '24' }}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr', lg: aside ? '1.15fr 1fr' : '1fr' }}
          gap={{ base: '10', lg: '14' }}
          alignItems="center"
        >
          <Box maxW="3xl">
            {eyebrow && (
              <Text fontSize="sm" fontWeight="700" letterSpacing="0.14em" textTransform="uppercase" color="copper.300" mb="3">
                {eyebrow}
              </Text>
            )}
            <Heading as="h1" id="page-title" fontSize={{ base: '3xl', md: '5xl', lg: '6xl' }} lineHeight="1.05" fontWeight="800">
              {title}
            </Heading>
            {text && (
              <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="navy.50" maxW="2xl">
                {text}
              </Text>
            )}
            {children}
          </Box>
          {aside}
        </Box>
      </Container>
    </Box>
  )
}
