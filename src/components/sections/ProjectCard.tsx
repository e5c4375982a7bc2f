import { Badge, Box, Flex, Grid, Heading, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { Card, CardBody } from '../ui/Card'
import { Picture } from '../ui/Picture'
import { Icon } from '../ui/Icon'
import { MAX_THUMBNAILS, moreThumbnails } from '../../lib/projects'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders, formatDate } from '../../lib/text'
import { useLocale } from '../../hooks/use-locale'
import { ImageLabel } from '../ui/ImageLabel'

type ProjectCardProps = { project: Queries.ProjectCardFragment }

export function ProjectCard({ project }: ProjectCardProps) {
  const image = project.image.childImageSharp?.gatsbyImageData
  const more = moreThumbnails(project.thumbnails.length)
  const words = useUi().sections.projects
  const { locale } = useLocale()
  return (
    <Card as="article">
      <Box position="relative">
        {image && <Picture image={image} alt={project.imageAlt} sizes="(min-width: 1024px) 384px, (min-width: 768px) 45vw, 92vw" />}
        <Badge position="absolute" top="3" left="3" bg="navy.900" color="white" px="2.5" py="1" rounded="full" fontSize="xs">
          {project.category}
        </Badge>
        {project.illustration && <ImageLabel>{words.illustration}</ImageLabel>}
      </Box>
      <CardBody>
        <Text fontSize="xs" fontWeight="700" letterSpacing="0.1em" color="slate">
          <time dateTime={project.date}>{formatDate(project.date, locale, 'short')}</time>
        </Text>
        {/* The title and the product take two lines on every card, one or two of text: the cards of a
            row are as tall as the tallest, and the carousel's first row, as the server writes it, must
            be as tall as all its cards once it runs (nothing moves as it wakes). */}
        <Heading as="h3" fontSize="lg" color="navy.900" minH="2lh">
          {project.title}
        </Heading>
        <Flex align="center" gap="1.5" color="slate" fontSize="sm">
          <Icon name="map-pin" size={14} />
          {project.location}
        </Flex>
        <Text fontSize="sm" color="ink" minH="2lh">
          {project.productName}
        </Text>
        <Grid templateColumns="repeat(5, 1fr)" gap="1.5" mt="auto" pt="3" as="ul" listStyleType="none" aria-label={words.photos}>
          {project.thumbnails.slice(0, MAX_THUMBNAILS).map((thumb, i) => {
            const t = thumb.childImageSharp?.gatsbyImageData
            return <li key={i}>{t && <Picture image={t} alt="" sizes="64px" radius={6} />}</li>
          })}
          {more > 0 && (
            <Flex
              as="li"
              align="center"
              justify="center"
              bg="navy.900"
              color="white"
              rounded="md"
              fontSize="xs"
              fontWeight="700"
              aspectRatio="1"
            >
              {fillPlaceholders(words.morePhotos, { count: String(more) })}
            </Flex>
          )}
        </Grid>
      </CardBody>
    </Card>
  )
}

export const query = graphql`
  fragment ProjectCard on Project {
    jsonId
    title
    category
    # YYYY-MM-DD, for formatDate in the page's language
    date(formatString: "YYYY-MM-DD")
    illustration
    location
    productName
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
      }
    }
    thumbnails {
      childImageSharp {
        gatsbyImageData(width: 96, aspectRatio: 1, layout: CONSTRAINED, outputPixelDensities: [1, 2])
      }
    }
  }
`
