import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/NotFound'

export const query = graphql`
  query NotFoundPage($locale: String!) {
    pageMeta(path: { eq: "/404/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
  }
`

export const Head = ({ pageContext }: HeadProps<object, PageLanguage>) => (
  <Seo page={pageContext} path="/404/">
    <meta name="robots" content="noindex" />
  </Seo>
)
