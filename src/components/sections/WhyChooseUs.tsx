import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ContentIcon } from '../ui/ContentIcon'
import { Section } from '../ui/Section'
import { useUi } from '../../hooks/use-ui'

type WhyChooseUsProps = {
  heading: string
  intro: string
  stats: ReadonlyArray<{ value: string; label: string }>
  points: ReadonlyArray<{ title: string; description: string; icon: string }>
  /** the video (a facade until the visitor plays it) */
  video: ReactNode
}

/** Why choose us: the video, the four stat tiles and the four value points. */
export function WhyChooseUs({ heading, intro, stats, points, video }: WhyChooseUsProps) {
  const words = useUi().sections.whyChooseUs
  return (
    <Section id="why-choose-us" eyebrow={words.eyebrow} title={heading} intro={intro} tone="dark">
      <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="center">
        <Box rounded="card" overflow="hidden" boxShadow="lift">
          {video}
        </Box>
        <SimpleGrid as="dl" columns={2} gap="4">
          {stats.map((stat) => (
            <Box key={stat.value} p={{ base: '4', md: '6' }} bg="navy.800" rounded="card" borderWidth="1px" borderColor="navy.700">
              <Text as="dt" fontFamily="heading" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="800" color="copper.300" lineHeight="1">
                {stat.value}
              </Text>
              <Text as="dd" mt="2" fontSize="sm" color="navy.50">
                {stat.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Grid>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" mt={{ base: '10', md: '14' }}>
        {points.map((point) => (
          <Stack as="li" key={point.title} gap="2">
            <Box color="copper.300">
              <ContentIcon name={point.icon} size={30} />
            </Box>
            <Heading as="h3" fontSize="lg">
              {point.title}
            </Heading>
            <Text fontSize="sm" color="navy.100">
              {point.description}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  )
}
