import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useUi } from '../../hooks/use-ui'
import { FEATURED_SIZES } from '../../lib/image-sizes'
import { fillPlaceholders, formatDate, formatPitch } from '../../lib/text'
import { useLocale } from '../../hooks/use-locale'
import { ImageLabel } from '../ui/ImageLabel'
import { LABEL_CAPS } from '../ui/looks'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { ImageGenerator } from './ImageGenerator'

type FeaturedProjectProps = { project: NonNullable<Queries.ProjectsPageQuery['featured']> }

/** The featured project, whose photo an image the visitor generates replaces for this visit. */
export function FeaturedProject({ project }: FeaturedProjectProps) {
  const image = project.image.childImageSharp?.gatsbyImageData
  const specs = project.specs
  const ui = useUi()
  const words = ui.pages.projects
  const { illustration } = ui.sections.projects
  const { squareNote } = ui.sections
  const { generatedLabel } = ui.sections.imageGenerator
  const { locale } = useLocale()
  // An image the visitor generated replaces the photo for this visit only.
  const [generated, setGenerated] = useState<{ url: string; alt: string } | null>(null)
  return (
    <Section id="featured" eyebrow={words.featuredEyebrow} title={project.title} align="left">
      <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box rounded="card" overflow="hidden" boxShadow="lift" position="relative">
          {generated ? (
            <img
              src={generated.url}
              alt={generated.alt}
              width={1024}
              height={1024}
              style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
            />
          ) : (
            image && <Picture image={image} alt={project.imageAlt} priority="high" sizes={FEATURED_SIZES} />
          )}
          {generated ? <ImageLabel>{generatedLabel}</ImageLabel> : project.illustration && <ImageLabel>{illustration}</ImageLabel>}
        </Box>
        <Stack gap="5">
          <Text fontSize="lg" lineHeight="1.7">
            {project.summary}
          </Text>
          <Text color="slate">
            {project.location} · <time dateTime={project.date}>{formatDate(project.date, locale)}</time>
          </Text>
          {specs && (
            <Box as="dl" display="grid" gridTemplateColumns="repeat(2, 1fr)" gap="4">
              {[
                [words.roofSize, fillPlaceholders(words.squares, { squares: String(specs.squares) })],
                [words.pitch, formatPitch(specs.pitch, locale)],
                [words.material, specs.material],
                [words.completedIn, specs.duration],
              ].map(([label, value]) => (
                <Box key={label} p="4" bg="sand" rounded="lg">
                  <Text as="dt" {...LABEL_CAPS}>
                    {label}
                  </Text>
                  <Heading as="dd" fontSize="xl" color="navy.900" mt="1">
                    {value}
                    {label === words.roofSize && (
                      <Text as="span" display="block" fontFamily="body" fontSize="xs" fontWeight="500" color="slate" mt="1">
                        {squareNote}
                      </Text>
                    )}
                  </Heading>
                </Box>
              ))}
            </Box>
          )}
          <Text fontSize="sm" color="slate">
            {fillPlaceholders(words.product, { product: project.productName })}
          </Text>
          <Box borderWidth="1px" borderColor="navy.100" rounded="card" p={{ base: '5', md: '6' }}>
            <Heading as="h3" fontSize="xl" color="navy.900" mb="4">
              {words.generateHeading}
            </Heading>
            <ImageGenerator prompt={project.prompt ?? ''} onImage={(url, alt) => setGenerated({ url, alt })} />
          </Box>
        </Stack>
      </Grid>
    </Section>
  )
}
