import { graphql, type HeadProps } from 'gatsby'
import type { PageLanguage } from '../lib/i18n/paths'
import { Seo } from '../components/seo/Seo'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Policy'

export const query = graphql`
  query PolicyPage($id: String!, $locale: String!) {
    policy: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
      }
    }
    ...PolicySite
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.PolicyPageQuery, PageLanguage>) => (
  <Seo
    page={pageContext}
    path={location.pathname}
    title={data.policy?.frontmatter.title}
    description={data.policy?.frontmatter.description ?? undefined}
    trail={[{ name: data.policy?.frontmatter.title ?? '', path: location.pathname }]}
  />
)
