import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Services'

export const query = graphql`
  query ServicesPage($locale: String!) {
    pageMeta(path: { eq: "/services/" }, fields: { locale: { eq: $locale } }) {
      eyebrow
      heading
    }
    servicesOverview(fields: { locale: { eq: $locale } }) {
      intro
      residential {
        ...OverviewCard
      }
      commercial {
        ...OverviewCard
      }
      highlights {
        title
        description
        icon
      }
    }
  }
  fragment OverviewCard on ServiceCard {
    title
    description
    icon
    service {
      slug
      title
    }
  }
`

export const Head = (head: HeadProps<object, PageLanguage>) => <FixedPageHead {...head} path="/services/" crumb="services" />
