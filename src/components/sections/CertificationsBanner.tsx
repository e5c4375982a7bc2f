import { Box, Container } from '@chakra-ui/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Picture } from '../ui/Picture'

type CertificationsBannerProps = { image: IGatsbyImageData; alt: string }

/**
 * The badges strip under the header. The artwork is one wide image (8:1) of five evenly spaced
 * badges; across a phone it would be 45 px tall and unreadable, so below 768 px it is shown as two
 * rows, cut from the same file at the divider after the third badge: three badges, then two, each
 * row about 1.7 times larger. On a phone the first row is the largest thing in the first screen (its
 * LCP), so both rows (one file) are fetched first; the desktop strip, hidden there, loads lazily.
 */
export function CertificationsBanner({ image, alt }: CertificationsBannerProps) {
  return (
    <Box as="section" aria-label="Certifications" bg="cream" borderBottomWidth="1px" borderColor="navy.100">
      <Container maxW="5xl" py="3">
        <Box display={{ base: 'none', md: 'block' }}>
          <Picture image={image} alt={alt} sizes="(min-width: 1024px) 1024px, 100vw" />
        </Box>
        <Box display={{ base: 'flex', md: 'none' }} flexDirection="column" alignItems="center" gap="1">
          {/* Row one: the first 960 of the 1600 px; its width is 3/5 of the strip. */}
          <Crop image={image} alt={alt} width="100%" ratio="960 / 200" scale="166.667%" shift="0%" />
          {/* Row two: the last 640 px, at the same scale, centred. */}
          <Crop image={image} alt="" width="66.667%" ratio="640 / 200" scale="250%" shift="-150%" />
        </Box>
      </Container>
    </Box>
  )
}

type CropProps = { image: IGatsbyImageData; alt: string; width: string; ratio: string; scale: string; shift: string }

function Crop({ image, alt, width, ratio, scale, shift }: CropProps) {
  return (
    <Box width={width} aspectRatio={ratio} overflow="hidden" css={{ '& img': { width: `${scale} !important`, maxWidth: 'none', marginLeft: shift } }}>
      <Picture image={image} alt={alt} sizes="170vw" priority="high" />
    </Box>
  )
}
