import { Badge, Box, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { Picture } from '../components/ui/Picture'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Islands } from '../islands'
import { ApplyButton } from '../components/forms/ApplyButton'
import { Section } from '../components/ui/Section'
import { CheckList } from '../components/ui/CheckList'
import { useUi } from '../hooks/use-ui'
import { fillPlaceholders } from '../lib/text'

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const { careers } = data
  const words = useUi().pages.careers
  if (!careers) return null
  const image = careers.image.childImageSharp?.gatsbyImageData
  return (
    <>
      <FixedPageHero meta={data.pageMeta} />
      <Section id="why-work-here" align="left">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="center">
          <Stack gap="5">
            <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
              {words.benefits}
            </Heading>
            <Text fontSize="lg" color="slate">
              {careers.intro}
            </Text>
            <CheckList items={careers.benefits} strong />
          </Stack>
          {image && (
            <Box rounded="card" overflow="hidden" boxShadow="lift">
              <Picture image={image} alt={careers.imageAlt} sizes="(min-width: 1024px) 560px, 92vw" />
            </Box>
          )}
        </Grid>
      </Section>
      <Section id="openings" eyebrow={words.openingsEyebrow} title={words.openingsTitle} tone="sand">
        <Stack gap="6">
          {careers.openings.map((job) => (
            <Box layerStyle="card" as="article" key={job.id} id={job.id} p={{ base: '6', md: '10' }}>
              <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4">
                <Box>
                  <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
                    {job.title}
                  </Heading>
                  <Flex gap="2" mt="3" wrap="wrap">
                    <Badge bg="navy.900" color="white" px="3" py="1" rounded="full">
                      {job.type}
                    </Badge>
                    <Badge bg="copper.100" color="copper.900" px="3" py="1" rounded="full">
                      {fillPlaceholders(words.experience, { experience: job.experience })}
                    </Badge>
                    <Badge bg="sand" color="navy.900" px="3" py="1" rounded="full">
                      {job.pay}
                    </Badge>
                  </Flex>
                  <Text mt="3" color="slate">
                    {job.location}
                  </Text>
                </Box>
                <ApplyButton dialog={`apply-${job.id}`} label={words.apply} />
                <Islands.ApplicationDialog id={`apply-${job.id}`} position={job.title} />
              </Flex>
              <Text mt="6" fontSize="lg">
                {job.summary}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" mt="6">
                <JobList heading={words.duties} items={job.responsibilities} />
                <JobList heading={words.requirements} items={job.requirements} />
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      </Section>
    </>
  )
}

type JobListProps = { heading: string; items: ReadonlyArray<string> }

function JobList({ heading, items }: JobListProps) {
  return (
    <Box>
      <Heading as="h4" fontSize="lg" color="navy.900" mb="3">
        {heading}
      </Heading>
      {/* markers and a gap: items of two or three lines must read as separate points */}
      <Stack as="ul" pl="5" gap="2" listStyleType="disc" color="ink" lineHeight="1.7" css={{ '& li::marker': { color: 'copper.600' } }}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </Stack>
    </Box>
  )
}
