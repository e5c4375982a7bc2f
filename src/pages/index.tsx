import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Home'

export const query = graphql`
  query HomePage($locale: String!) {
    homeContent(fields: { locale: { eq: $locale } }) {
      hero {
        headline
        tagline
        trustPoints
        servingLine
        image {
          ...HeroPhoto
        }
      }
      certifications {
        label
        image {
          childImageSharp {
            gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      ratings {
        score
        reviews
        source
      }
    }
    ...LandingSections
    ...EstimateBox
  }
`

export const Head = ({ pageContext }: HeadProps<object, PageLanguage>) => <Seo page={pageContext} path="/" />
