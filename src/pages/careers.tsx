import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Careers'

export const query = graphql`
  query CareersPage($locale: String!) {
    pageMeta(path: { eq: "/careers/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
    careers(fields: { locale: { eq: $locale } }) {
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.5, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
        }
      }
      benefits
      openings {
        id
        title
        type
        experience
        location
        pay
        summary
        responsibilities
        requirements
      }
    }
  }
`

export const Head = (head: HeadProps<object, PageLanguage>) => <FixedPageHead {...head} path="/careers/" crumb="careers" />
