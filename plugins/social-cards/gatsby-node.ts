// A social card (Open Graph image) for every page the site builds, in each language, written after
// the pages (src/lib/build/og-images.ts draws them), from the same nodes the pages are made of.
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
import { cardsFor, writeOgImages } from '../../src/lib/build/og-images'
import { fixedPagePath, pathIn, type PageLanguage, type PathTable } from '../../src/lib/i18n/paths'
import { ogImagePath } from '../../src/lib/og'

// Gatsby runs from the site's folder; this file runs compiled, from elsewhere (so not __dirname).
const root = process.cwd()

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.SocialCardsQuery>(`
    query SocialCards {
      siteData(fields: { locale: { eq: "en" } }) {
        brand
        siteUrl
      }
      homeContent(fields: { locale: { eq: "en" } }) {
        hero {
          image {
            absolutePath
          }
        }
      }
      allUiText {
        nodes {
          fields {
            locale
            contentName
          }
          texts
        }
      }
      allPageMeta {
        nodes {
          fields {
            locale
          }
          path
          title
          heading
          eyebrow
          ogImage
        }
      }
      allService {
        nodes {
          fields {
            locale
          }
          slug
          title
          image {
            absolutePath
          }
        }
      }
      allTown {
        nodes {
          fields {
            locale
          }
          slug
          name
          county
          heroImage {
            absolutePath
          }
        }
      }
      articles: allMarkdownRemark(filter: { fileAbsolutePath: { regex: "/data/articles/" } }) {
        nodes {
          fields {
            locale
          }
          frontmatter {
            slug
            title
            cover {
              absolutePath
            }
          }
        }
      }
      sitePages: allSitePage {
        nodes {
          pageContext
        }
      }
      policies: allMarkdownRemark(filter: { fileAbsolutePath: { regex: "/data/pages/" } }) {
        nodes {
          fields {
            locale
          }
          frontmatter {
            slug
            title
          }
        }
      }
    }
  `)
  if (result.errors || !result.data?.siteData) {
    reporter.panicOnBuild('Could not query the content of the social cards', result.errors)
    return
  }
  // Each page's context holds its row of the path table (createPages): the rows, once each.
  const paths: PathTable = [
    ...new Map(
      result.data.sitePages.nodes.map(({ pageContext }) => (pageContext as PageLanguage).alternates).map((row) => [row.en, row]),
    ).values(),
  ]
  const cards = cardsFor(
    result.data,
    path.join(root, 'data'),
    ogImagePath,
    (englishPath, locale) => pathIn(paths, englishPath, locale),
    (englishPath, locale) => fixedPagePath(paths, englishPath, locale),
  )
  await writeOgImages(cards, result.data.siteData.brand, path.join(root, 'public', 'og'))
  reporter.info(`Wrote ${cards.length} social cards`)
}
