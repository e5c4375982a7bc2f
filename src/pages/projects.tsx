import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { PreloadImage } from '../components/ui/Picture'
import { FEATURED_SIZES } from '../lib/image-sizes'
import { FixedPageHead } from '../components/seo/FixedPageHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Projects'

export const query = graphql`
  query ProjectsPage($locale: String!) {
    pageMeta(path: { eq: "/projects/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
    featured: project(featured: { eq: true }, fields: { locale: { eq: $locale } }) {
      title
      summary
      location
      # YYYY-MM-DD, for formatDate in the page's language
      date(formatString: "YYYY-MM-DD")
      productName
      illustration
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
export const Head = ({ data, ...head }: HeadProps<Queries.ProjectsPageQuery, PageLanguage>) => (
  <FixedPageHead {...head} path="/projects/" crumb="projects">
    <PreloadImage image={data.featured?.image.childImageSharp?.gatsbyImageData} sizes={FEATURED_SIZES} />
  </FixedPageHead>
)
