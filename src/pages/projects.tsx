import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Picture, PreloadImage } from '../components/ui/Picture'
import { useState } from 'react'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { ImageGenerator } from '../components/sections/ImageGenerator'
import { ProjectCard } from '../components/sections/ProjectCard'
import { Seo } from '../components/seo/Seo'
import { Section } from '../components/ui/Section'
import { LocalHead } from '../components/sections/LocalHead'
import { useUi } from '../hooks/use-ui'
import { fillPlaceholders } from '../lib/text'

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const { featured, others } = data
  const words = useUi().pages.projects
  return (
    <>
      <FixedPageHero meta={data.pageMeta} />
      {featured && <FeaturedProject project={featured} />}
      <Section id="more-projects" title={words.moreTitle} tone="sand">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {others.nodes.map((project) => (
            <li key={project.jsonId}>
              <ProjectCard project={project} />
            </li>
          ))}
        </SimpleGrid>
      </Section>
    </>
  )
}

const FEATURED_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 56vw, 92vw'

type FeaturedProjectProps = { project: NonNullable<Queries.ProjectsPageQuery['featured']> }

function FeaturedProject({ project }: FeaturedProjectProps) {
  const image = project.image.childImageSharp?.gatsbyImageData
  const specs = project.specs
  const words = useUi().pages.projects
  // An image the visitor generated replaces the photo for this visit only.
  const [generated, setGenerated] = useState<{ url: string; alt: string } | null>(null)
  return (
    <Section id="featured" eyebrow={words.featuredEyebrow} title={project.title} align="left">
      <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box rounded="card" overflow="hidden" boxShadow="lift">
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
        </Box>
        <Stack gap="5">
          <Text fontSize="lg" lineHeight="1.7">
            {project.summary}
          </Text>
          <Text color="slate">
            {project.location} · {project.date}
          </Text>
          {specs && (
            <Box as="dl" display="grid" gridTemplateColumns="repeat(2, 1fr)" gap="4">
              {[
                [words.roofSize, fillPlaceholders(words.squares, { squares: String(specs.squares) })],
                [words.pitch, specs.pitch],
                [words.material, specs.material],
                [words.completedIn, specs.duration],
              ].map(([label, value]) => (
                <Box key={label} p="4" bg="sand" rounded="lg">
                  <Text as="dt" fontSize="xs" fontWeight="700" letterSpacing="0.08em" textTransform="uppercase" color="slate">
                    {label}
                  </Text>
                  <Heading as="dd" fontSize="xl" color="navy.900" mt="1">
                    {value}
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

export const query = graphql`
  query ProjectsPage($locale: String!) {
    pageMeta(path: { eq: "/projects/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
    featured: project(featured: { eq: true }, fields: { locale: { eq: $locale } }) {
      title
      summary
      location
      date
      productName
      imageAlt
      prompt
      image {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.5, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
        }
      }
      specs {
        squares
        pitch
        material
        duration
      }
    }
    others: allProject(filter: { fields: { locale: { eq: $locale } }, featured: { ne: true } }) {
      nodes {
        ...ProjectCard
      }
    }
  }
`

// The featured photo is the largest thing in a phone's first screen: fetched before anything else.
export const Head = ({ data, location, pageContext }: HeadProps<Queries.ProjectsPageQuery, PageLanguage>) => (
  <LocalHead pathname={location.pathname}>
    {(ui) => (
      <Seo page={pageContext} path="/projects/" trail={[{ name: ui.pages.crumbs.projects, path: '/projects/' }]}>
        <PreloadImage image={data.featured?.image.childImageSharp?.gatsbyImageData} sizes={FEATURED_SIZES} />
      </Seo>
    )}
  </LocalHead>
)
