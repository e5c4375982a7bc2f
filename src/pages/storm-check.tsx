import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'
import { STORM_CHECK_PATH } from '../lib/navigation'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/StormCheck'

export const query = graphql`
  query StormCheckPage($locale: String!) {
    pageMeta(path: { eq: "/storm-check/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
    siteData(fields: { locale: { eq: $locale } }) {
      phone
    }
  }
`

export const Head = (head: HeadProps<object, PageLanguage>) => <FixedPageHead {...head} path={STORM_CHECK_PATH} crumb="stormCheck" />
