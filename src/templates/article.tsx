import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { ogImagePath } from '../lib/og'
import { article } from '../lib/structured-data'
import { LocalHead } from '../components/sections/LocalHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Article'

export const query = graphql`
  query ArticlePage($id: String!, $locale: String!) {
    article: markdownRemark(id: { eq: $id }) {
      html
      wordCount {
        words
      }
      frontmatter {
        title
        excerpt
        author
        coverAlt
        isoDate: date(formatString: "YYYY-MM-DD")
        cover {
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.78, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
          }
        }
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      siteUrl
      brand
    }
    homeContent(fields: { locale: { eq: $locale } }) {
      readyCta {
        heading
        text
      }
    }
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.ArticlePageQuery, PageLanguage>) => {
  const { article: post, siteData } = data
  if (!post || !siteData) return null
  const { title, excerpt, author, isoDate } = post.frontmatter
  return (
    <LocalHead pathname={location.pathname}>
      {(ui) => (
        <Seo
          page={pageContext}
          path={location.pathname}
          title={title}
          description={excerpt ?? undefined}
          type="article"
          trail={[
            { name: ui.pages.crumbs.blog, path: '/blog/' },
            { name: title, path: location.pathname },
          ]}
          jsonLd={[
            article(siteData.siteUrl, {
              title,
              description: excerpt ?? '',
              path: location.pathname,
              image: `${siteData.siteUrl}${ogImagePath(location.pathname)}`,
              author: author ?? siteData.brand,
              datePublished: isoDate ?? '',
            }),
          ]}
        />
      )}
    </LocalHead>
  )
}
