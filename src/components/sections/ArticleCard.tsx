import { Heading, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { CardBody, CardLink } from '../ui/Card'
import { LABEL_CAPS } from '../ui/looks'
import { Picture } from '../ui/Picture'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders, formatDate, readingMinutes } from '../../lib/text'

type ArticleCardProps = {
  article: Queries.ArticleCardFragment
  /** h3 under a section's h2 (latest articles); h2 where the cards come straight under the page's h1 (/blog) */
  headingLevel?: 'h2' | 'h3'
}

/** An article teaser: cover, date and reading time, title, excerpt, author; the whole card links. */
export function ArticleCard({ article, headingLevel = 'h3' }: ArticleCardProps) {
  const { frontmatter } = article
  // The article's own slug, under the blog of the page's language (/es/blog/{slug}/).
  const { href, locale } = useLocale()
  const words = useUi().sections.articleCard
  const minutes = String(readingMinutes(article.wordCount?.words ?? 0))
  const cover = frontmatter.cover?.childImageSharp?.gatsbyImageData
  return (
    <CardLink to={`${href('/blog/')}${frontmatter.slug}/`}>
      {cover && <Picture image={cover} alt="" sizes="(min-width: 1280px) 384px, (min-width: 768px) 45vw, 92vw" />}
      <CardBody p="6">
        <Text {...LABEL_CAPS}>
          {[frontmatter.date && formatDate(frontmatter.date, locale, 'short'), fillPlaceholders(words.readingTime, { minutes })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Heading as={headingLevel} fontSize="xl" color="navy.900">
          {frontmatter.title}
        </Heading>
        <Text color="slate" flex="1">
          {frontmatter.excerpt}
        </Text>
        <Text fontSize="sm" fontWeight="600" color="navy.800">
          {fillPlaceholders(words.author, { author: frontmatter.author ?? '' })}
        </Text>
      </CardBody>
    </CardLink>
  )
}

export const query = graphql`
  fragment ArticleCard on MarkdownRemark {
    wordCount {
      words
    }
    frontmatter {
      slug
      title
      excerpt
      author
      # YYYY-MM-DD, for formatDate in the page's language (the same field type, so the typegen types hold)
      date(formatString: "YYYY-MM-DD")
      cover {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
  }
`
