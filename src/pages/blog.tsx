import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { LocalHead } from '../components/sections/LocalHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Blog'

export const query = graphql`
  query BlogPage($locale: String!) {
    pageMeta(path: { eq: "/blog/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
    }
    articles: allMarkdownRemark(
      filter: { fields: { locale: { eq: $locale } }, fileAbsolutePath: { regex: "/data/articles/" } }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`

export const Head = ({ location, pageContext }: HeadProps<object, PageLanguage>) => (
  <LocalHead pathname={location.pathname}>
    {(ui) => <Seo page={pageContext} path="/blog/" trail={[{ name: ui.pages.crumbs.blog, path: '/blog/' }]} />}
  </LocalHead>
)
