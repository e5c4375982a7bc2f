import { graphql, type HeadProps, type PageProps } from 'gatsby'
import type { PageLanguage } from '../lib/i18n/paths'
import { PolicyView } from '../components/sections/PolicyView'
import { Seo } from '../components/seo/Seo'

export default function PolicyPage({ data }: PageProps<Queries.PolicyPageQuery>) {
  return <PolicyView data={data} />
}

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
