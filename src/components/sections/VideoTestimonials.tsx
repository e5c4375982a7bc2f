import { Badge, Box, Flex, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { useState } from 'react'
import { wrapIndex } from '../../lib/carousel'
import { YouTubeFacade } from '../media/YouTubeFacade'
import { StepButton } from '../ui/CarouselControls'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'
import { useLocale } from '../../hooks/use-locale'

/** One video testimonial as the VideoTestimonial fragment returns it. */
export type VideoTestimonialData = {
  name: string
  project: string
  quote: string
  videoId: string
  /** the language spoken: on a page in another language the video says which */
  spokenIn: string
  poster: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }
}

type VideoTestimonialsProps = { testimonials: ReadonlyArray<VideoTestimonialData> }

/** The video testimonials one at a time: the video, its quote and who said it, previous and next that wrap. */
export function VideoTestimonials({ testimonials }: VideoTestimonialsProps) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const words = useUi().sections.videoTestimonials
  const { locale } = useLocale()
  const current = testimonials[index]
  if (!current) return null
  // Spec §4: any move first puts the player back to its poster, so a video never plays unseen.
  const go = (step: number) => {
    setPlaying(false)
    setIndex(wrapIndex(index + step, testimonials.length))
  }
  return (
    <Flex direction="column" gap="5">
      <Box as="figure" display="flex" flexDirection="column" gap="5">
        <YouTubeFacade
          key={current.videoId}
          videoId={current.videoId}
          title={`${current.name}, ${current.project}`}
          poster={current.poster.childImageSharp?.gatsbyImageData}
          playing={playing}
          onPlay={() => setPlaying(true)}
        />
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} fontFamily="heading" lineHeight="1.5" color="navy.900">
          {`“${current.quote}”`}
        </Text>
        <Box as="figcaption">
          <Text fontWeight="700" color="navy.900">
            {current.name}
          </Text>
          <Text fontSize="sm" color="copper.700" fontWeight="600">
            {current.project}
            {current.spokenIn !== locale && (
              <Badge ms="2" bg="navy.50" color="navy.800" rounded="full" px="2" fontSize="xs" fontWeight="700">
                {words.otherLanguage}
              </Badge>
            )}
          </Text>
        </Box>
      </Box>
      <Flex align="center" justify="space-between" gap="4">
        <StepButton direction="previous" label={words.previous} onClick={() => go(-1)} />
        <Text aria-live="polite" fontWeight="600" color="slate">
          {fillPlaceholders(words.position, { current: String(index + 1), total: String(testimonials.length) })}
        </Text>
        <StepButton direction="next" label={words.next} onClick={() => go(1)} />
      </Flex>
    </Flex>
  )
}

export const query = graphql`
  fragment VideoTestimonial on VideoTestimonial {
    name
    project
    quote
    videoId
    spokenIn
    poster {
      childImageSharp {
        gatsbyImageData(width: 960, aspectRatio: 1.7778, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`
