import { graphql } from 'gatsby'
import { JoinOurTeam } from '../../components/sections/JoinOurTeam'
import { LatestArticles } from '../../components/sections/LatestArticles'
import { ReadyCta } from '../../components/sections/ReadyCta'
import { ServiceAreas } from './ServiceAreas'
import { ServicesGrid } from '../../components/sections/ServicesGrid'
import { TeamPreview } from '../../components/sections/TeamPreview'
import { WhyChooseUs } from '../../components/sections/WhyChooseUs'
import { TestimonialsWithBooking } from './TestimonialsWithBooking'
import { CallLink } from '../../components/ui/CallLink'
import { Offscreen } from '../../components/ui/Offscreen'
import { EstimateButton } from '../../components/forms/EstimateButton'
import { Islands } from '../../islands'

type LandingSectionsProps = {
  data: Queries.LandingSectionsFragment
  /** the town of a town page; home passes none */
  town?: string
}

/**
 * The sections home and the twelve town pages share, in the spec's order; each skipped by the
 * browser until it comes near the screen.
 */
export function LandingSections({ data, town }: LandingSectionsProps) {
  const { homeContent: home, siteData, allService, allTown, team, articles, testimonials, videoTestimonials, projects } = data
  if (!home || !siteData) return null
  const intros = home.sectionIntros
  const why = home.whyChooseUs
  const sections = [
    <Islands.TestimonialsCarousel key="testimonials" testimonials={testimonials.nodes} intro={intros.testimonials} />,
    <WhyChooseUs
      key="why"
      heading={why.heading}
      intro={why.intro}
      stats={home.stats}
      points={home.valuePoints}
      video={<Islands.VideoPoster videoId={why.videoId} title={why.videoTitle} poster={why.poster} />}
    />,
    <Islands.ProjectsCarousel key="projects" projects={projects.nodes} intro={intros.projects} />,
    <ServicesGrid key="services" services={allService.nodes} town={town} intro={intros.services} />,
    <TeamPreview key="team" members={team.nodes} intro={intros.team} />,
    <JoinOurTeam key="join" heading={home.joinTeam.heading} intro={home.joinTeam.intro} cards={home.joinTeam.cards} />,
    <LatestArticles key="articles" articles={articles.nodes} intro={intros.articles} />,
    <ServiceAreas key="areas" towns={allTown.nodes} map={siteData.map} intro={intros.serviceAreas} />,
    <ReadyCta key="ready" heading={home.readyCta.heading} text={home.readyCta.text}>
      <EstimateButton source={town ? `Town page: ${town} (Ready to Get Started)` : 'Home page: Ready to Get Started'} tone="navy" />
      <CallLink phone={siteData.phone} tone="onCopper" />
    </ReadyCta>,
    <TestimonialsWithBooking
      key="booking"
      testimonials={videoTestimonials.nodes}
      bookingUrl={siteData.bookingUrl}
      reviewSites={siteData.reviewSites}
      intro={intros.booking}
    />,
  ]
  return (
    <>
      {sections.map((section) => (
        <Offscreen key={section.key}>{section}</Offscreen>
      ))}
    </>
  )
}

export const query = graphql`
  fragment VideoPosterImage on File {
    childImageSharp {
      gatsbyImageData(width: 960, aspectRatio: 1.7778, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
    }
  }
  fragment LandingSections on Query {
    homeContent(fields: { locale: { eq: $locale } }) {
      whyChooseUs {
        heading
        intro
        videoId
        videoTitle
        poster {
          ...VideoPosterImage
        }
      }
      stats {
        value
        label
      }
      valuePoints {
        title
        description
        icon
      }
      joinTeam {
        heading
        intro
        cards {
          title
          description
          bullets
        }
      }
      readyCta {
        heading
        text
      }
      sectionIntros {
        testimonials
        projects
        services
        team
        articles
        serviceAreas
        booking
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      phone
      bookingUrl
      reviewSites {
        name
        url
      }
    }
    ...ServiceAreaMap
    allService(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...ServiceCard
      }
    }
    testimonials: allTestimonial(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...TestimonialCard
      }
    }
    videoTestimonials: allVideoTestimonial(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...VideoTestimonial
      }
    }
    projects: allProject(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...ProjectCard
      }
    }
    team: allTeamMember(filter: { fields: { locale: { eq: $locale } } }, limit: 4) {
      nodes {
        ...TeamMemberCard
      }
    }
    articles: allMarkdownRemark(
      filter: { fields: { locale: { eq: $locale } }, fileAbsolutePath: { regex: "/data/articles/" } }
      sort: { frontmatter: { date: DESC } }
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
