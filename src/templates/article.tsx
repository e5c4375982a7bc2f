import { Box, Container, Flex, Text } from '@chakra-ui/react'
import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Picture } from '../components/ui/Picture'
import { PageHero } from '../components/sections/PageHero'
import { ReadyCta } from '../components/sections/ReadyCta'
import { Seo } from '../components/seo/Seo'
import { Prose } from '../components/ui/Prose'
import { fillPlaceholders, formatDate, readingMinutes } from '../lib/text'
import { ogImagePath } from '../lib/og'
import { article } from '../lib/structured-data'
import { LocalHead } from '../components/sections/LocalHead'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { EstimateButton } from '../islands'

export default function ArticlePage({ data }: PageProps<Queries.ArticlePageQuery>) {
  const { article, homeContent } = data
  const words = useUi().pages.article
  const { locale, localize } = useLocale()
  if (!article) return null
  const { frontmatter } = article
  const cover = frontmatter.cover?.childImageSharp?.gatsbyImageData
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={frontmatter.title} text={frontmatter.excerpt}>
        <Flex mt="6" gap="4" wrap="wrap" color="navy.100" fontSize="sm" fontWeight="600">
          <Text>{fillPlaceholders(words.author, { author: frontmatter.author ?? '' })}</Text>
          <Text asChild>
            <time dateTime={frontmatter.isoDate ?? undefined}>{frontmatter.isoDate && formatDate(frontmatter.isoDate, locale)}</time>
          </Text>
          <Text>{fillPlaceholders(words.readingTime, { minutes: String(readingMinutes(article.wordCount?.words ?? 0)) })}</Text>
        </Flex>
      </PageHero>
      <Box as="article" bg="white" py={{ base: '10', md: '16' }}>
        <Container maxW="7xl">
          {cover && (
            <Box maxW="4xl" mx="auto" mb={{ base: '8', md: '12' }} rounded="card" overflow="hidden" boxShadow="lift">
              <Picture image={cover} alt={frontmatter.coverAlt ?? ''} priority="high" sizes="(min-width: 1024px) 896px, 92vw" />
            </Box>
          )}
          {/* the markdown names site pages by their English paths */}
          <Prose html={localize(article.html ?? '')} />
        </Container>
      </Box>
      {homeContent && (
        <ReadyCta heading={homeContent.readyCta.heading} text={homeContent.readyCta.text}>
          <EstimateButton source={`Article: ${frontmatter.title}`} tone="navy" />
        </ReadyCta>
      )}
    </>
  )
}

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
