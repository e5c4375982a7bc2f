import { Box, Container, Flex, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { Picture } from '../components/ui/Picture'
import { PageHero } from '../components/sections/PageHero'
import { ReadyCta } from '../components/sections/ReadyCta'
import { Prose } from '../components/ui/Prose'
import { fillPlaceholders, formatDate, readingMinutes } from '../lib/text'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { EstimateButton } from '../components/forms/EstimateButton'

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
