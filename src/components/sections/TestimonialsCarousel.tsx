import { Badge, Box, Flex, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Icon } from '../ui/Icon'
import { AutoCarousel } from '../ui/AutoCarousel'
import { Section } from '../ui/Section'
import { Avatar } from './Avatar'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'
import { useLocale } from '../../hooks/use-locale'

/** One review as the TestimonialCard fragment returns it. */
export type TestimonialCardData = {
  platform: string
  /** the language the review was written in: on a page in another language it is labelled as translated */
  writtenIn: string
  text: string
  author: string
  title: string
  town: string
  avatar: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }
}

type TestimonialsCarouselProps = { testimonials: ReadonlyArray<TestimonialCardData>; intro?: string | null }

/** 'What Our Clients Say': the reviews, one card on phones, two on tablets, three from 1024 px. */
export function TestimonialsCarousel({ testimonials, intro }: TestimonialsCarouselProps) {
  const words = useUi().sections.testimonials
  const { locale } = useLocale()
  return (
    <Section id="testimonials" eyebrow={words.eyebrow} title={words.title} intro={intro} tone="sand">
      <AutoCarousel label={words.carouselLabel} names={words.controls} perView={{ large: 3, medium: 2, small: 1 }} stopOnInteraction>
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.author}
            testimonial={testimonial}
            platformLabel={testimonial.writtenIn === locale ? words.platform : words.platformTranslated}
          />
        ))}
      </AutoCarousel>
    </Section>
  )
}

type TestimonialCardProps = {
  testimonial: TestimonialCardData
  /** '{{platform}} review', or that it is translated */
  platformLabel: string
}

function TestimonialCard({ testimonial, platformLabel }: TestimonialCardProps) {
  const avatar = testimonial.avatar.childImageSharp?.gatsbyImageData
  return (
    <Box layerStyle="card" as="figure" height="full" display="flex" flexDirection="column" gap="4" p="6">
      <Flex align="center" justify="space-between">
        <Box color="copper.500">
          <Icon name="quote" size={28} />
        </Box>
        <Badge bg="navy.50" color="navy.800" rounded="full" px="2.5" py="1" fontSize="xs" fontWeight="700">
          {fillPlaceholders(platformLabel, { platform: testimonial.platform })}
        </Badge>
      </Flex>
      <Text as="blockquote" flex="1" color="ink" lineHeight="1.7">
        {testimonial.text}
      </Text>
      <Flex as="figcaption" align="center" gap="3">
        <Avatar
          name={testimonial.author}
          src={avatar?.images.fallback?.src}
          srcSet={avatar?.images.fallback?.srcSet}
          sources={avatar?.images.sources}
        />
        <Box>
          <Text fontWeight="700" color="navy.900">
            {testimonial.author}
          </Text>
          <Text fontSize="sm" color="slate">
            {`${testimonial.title}, ${testimonial.town}`}
          </Text>
        </Box>
      </Flex>
    </Box>
  )
}

export const query = graphql`
  fragment TestimonialCard on Testimonial {
    platform
    writtenIn
    text
    author
    title
    town
    avatar {
      childImageSharp {
        gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: NONE)
      }
    }
  }
`
