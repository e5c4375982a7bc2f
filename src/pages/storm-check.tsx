import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { LocalHead } from '../components/sections/LocalHead'
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

export const Head = ({ location, pageContext }: HeadProps<object, PageLanguage>) => (
  <LocalHead pathname={location.pathname}>
    {(ui) => <Seo page={pageContext} path={STORM_CHECK_PATH} trail={[{ name: ui.pages.crumbs.stormCheck, path: STORM_CHECK_PATH }]} />}
  </LocalHead>
)
