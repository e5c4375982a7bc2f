import { AutoCarousel } from '../ui/AutoCarousel'
import { MoreLink } from '../ui/MoreLink'
import { Section } from '../ui/Section'
import { ProjectCard } from './ProjectCard'
import { useUi } from '../../hooks/use-ui'

type ProjectsCarouselProps = { projects: ReadonlyArray<Queries.ProjectCardFragment>; intro?: string | null }

/**
 * Recent projects: three cards a row on large screens, two on medium, one on small. It keeps moving
 * after the visitor uses it (spec §4) and only pauses while the mouse or keyboard focus is on it.
 */
export function ProjectsCarousel({ projects, intro }: ProjectsCarouselProps) {
  const words = useUi().sections.projects
  return (
    <Section id="recent-projects" eyebrow={words.eyebrow} title={words.title} intro={intro}>
      <AutoCarousel
        label={words.carouselLabel}
        names={words.controls}
        perView={{ large: 3, medium: 2, small: 1 }}
        stopOnInteraction={false}
      >
        {projects.map((project) => (
          <ProjectCard key={project.jsonId} project={project} />
        ))}
      </AutoCarousel>
      <MoreLink to="/projects/">{words.viewAll}</MoreLink>
    </Section>
  )
}
