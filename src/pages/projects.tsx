import { SimpleGrid } from '@chakra-ui/react'
import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { PreloadImage } from '../components/ui/Picture'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { FEATURED_SIZES } from '../components/sections/FeaturedProject'
import { FeaturedProject } from '../islands'
import { ProjectCard } from '../components/sections/ProjectCard'
import { Seo } from '../components/seo/Seo'
import { Section } from '../components/ui/Section'
import { LocalHead } from '../components/sections/LocalHead'
import { useUi } from '../hooks/use-ui'

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
