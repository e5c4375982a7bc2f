import { SimpleGrid } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Islands } from '../islands'
import { ProjectCard } from '../components/sections/ProjectCard'
import { Section } from '../components/ui/Section'
import { useUi } from '../hooks/use-ui'

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const { featured, others } = data
  const words = useUi().pages.projects
  return (
    <>
      <FixedPageHero meta={data.pageMeta} />
      {featured && <Islands.FeaturedProject project={featured} />}
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
