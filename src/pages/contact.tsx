import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Contact'

export const query = graphql`
  query ContactPage($locale: String!) {
    pageMeta(path: { eq: "/contact/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
    siteData(fields: { locale: { eq: $locale } }) {
      ...SiteContact
      officeHours {
        ...HoursSet
      }
      phoneHours {
        ...HoursSet
      }
      spanishHours {
        ...HoursSet
      }
    }
    ...ServiceAreaMap
  }
`

export const Head = (head: HeadProps<object, PageLanguage>) => <FixedPageHead {...head} path="/contact/" crumb="contact" />
