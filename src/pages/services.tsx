import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { LocalHead } from '../components/sections/LocalHead'

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

export const Head = ({ location, pageContext }: HeadProps<object, PageLanguage>) => (
  <LocalHead pathname={location.pathname}>
    {(ui) => <Seo page={pageContext} path="/services/" trail={[{ name: ui.pages.crumbs.services, path: '/services/' }]} />}
  </LocalHead>
)
