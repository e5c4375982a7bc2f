import { Box, Container } from '@chakra-ui/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Picture } from '../ui/Picture'
import { useUi } from '../../hooks/use-ui'

type CertificationsBannerProps = { image: IGatsbyImageData; alt: string }

/**
 * The badges strip under the header. The artwork is one wide image (8:1) of five evenly spaced
 * badges; across a phone it would be 45 px tall and unreadable, so below 768 px it is shown as two
 * rows, cut from the same file at the divider after the third badge: three badges, then two, each
 * row about 1.7 times larger. The rows are fetched at once (one file); the desktop strip, hidden on
 * phones, loads lazily.
 */
export function CertificationsBanner({ image, alt }: CertificationsBannerProps) {
  const words = useUi().sections.certifications
  return (
    <Box as="section" aria-label={words.label} bg="cream" borderBottomWidth="1px" borderColor="navy.100">
      <Container maxW="5xl" py="3">
        <Box display={{ base: 'none', md: 'block' }}>
          <Picture image={image} alt={alt} sizes="(min-width: 1024px) 1024px, 100vw" />
        </Box>
        <Box display={{ base: 'flex', md: 'none' }} flexDirection="column" alignItems="center" gap="1">
          {/* Row one: the first 960 of the 1600 px (three badges), so the row is 960:200. */}
          <Crop image={image} alt={alt} width="100%" ratio="960 / 200" side="left" />
          {/* Row two: the last 640 px (two badges), at the same scale, centred. */}
          <Crop image={image} alt="" width="66.667%" ratio="640 / 200" side="right" />
        </Box>
      </Container>
    </Box>
  )
}

type CropProps = { image: IGatsbyImageData; alt: string; width: string; ratio: string; side: 'left' | 'right' }

/** The artwork at the row's height, cut to the row's width from one side (object-fit: cover). */
function Crop({ image, alt, width, ratio, side }: CropProps) {
  return (
    <Box width={width} aspectRatio={ratio} position="relative">
      <Picture image={image} alt={alt} sizes="170vw" priority="eager" fill position={`${side} center`} />
    </Box>
  )
}
