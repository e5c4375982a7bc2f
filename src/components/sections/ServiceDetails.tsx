import { Box, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { CheckList } from '../ui/CheckList'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'

type ServiceAboutProps = {
  /** the section's name for assistive technology: "About Roof Repair" */
  label: string
  body: ReadonlyArray<string>
  image?: IGatsbyImageData | null
  imageAlt: string
}

/** What a service is, in a few paragraphs beside its photo (the service page, and its preview in the editor). */
export function ServiceAbout({ label, body, image, imageAlt }: ServiceAboutProps) {
  return (
    <Box as="section" aria-label={label} py={{ base: '12', md: '16' }} bg="white">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
          <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="ink" lineHeight="1.75">
            {body.map((paragraph) => (
              <Text key={paragraph.slice(0, 32)}>{paragraph}</Text>
            ))}
          </Stack>
          {/* lazy: on a phone the photo is below the paragraphs (a wide screen's loads right after layout) */}
          {image && (
            <Box rounded="card" overflow="hidden" boxShadow="lift">
              <Picture image={image} alt={imageAlt} sizes="(min-width: 1024px) 560px, 92vw" />
            </Box>
          )}
        </Grid>
      </Container>
    </Box>
  )
}

type ServiceIncludedProps = {
  words: { includedTitle: string; features: string; benefits: string }
  features: ReadonlyArray<string>
  benefits: ReadonlyArray<string>
}

/** What the work includes and what it brings, side by side. */
export function ServiceIncluded({ words, features, benefits }: ServiceIncludedProps) {
  return (
    <Section tone="sand" title={words.includedTitle} align="left">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }}>
        <FeatureList heading={words.features} items={features} />
        <FeatureList heading={words.benefits} items={benefits} />
      </SimpleGrid>
    </Section>
  )
}

function FeatureList({ heading, items }: { heading: string; items: ReadonlyArray<string> }) {
  return (
    <Box>
      <Heading as="h3" fontSize="xl" mb="4" color="navy.900">
        {heading}
      </Heading>
      <CheckList items={items} />
    </Box>
  )
}
