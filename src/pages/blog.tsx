import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'

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

export const Head = (head: HeadProps<object, PageLanguage>) => <FixedPageHead {...head} path="/blog/" crumb="blog" />
