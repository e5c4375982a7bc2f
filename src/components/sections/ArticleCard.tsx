import { Box, Heading, Text } from '@chakra-ui/react'
import { graphql, Link } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import { articlePath } from '../../lib/navigation'
import { readingMinutes } from '../../lib/text'

type ArticleCardProps = { article: Queries.ArticleCardFragment }

/** An article teaser: cover, date and reading time, title, excerpt, author; the whole card links. */
export function ArticleCard({ article }: ArticleCardProps) {
  const { frontmatter } = article
  const cover = getImage(frontmatter.cover?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <Box asChild display="flex" flexDirection="column" height="full" bg="white" rounded="card" overflow="hidden" boxShadow="card" color="ink" _hover={{ boxShadow: 'lift' }}>
      <Link to={articlePath(frontmatter.slug)}>
        {cover && <GatsbyImage image={cover} alt="" />}
        <Box p="6" display="flex" flexDirection="column" gap="2" flex="1">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.08em" textTransform="uppercase" color="slate">
            {frontmatter.date} · {readingMinutes(article.wordCount?.words ?? 0)} min read
          </Text>
          <Heading as="h3" fontSize="xl" color="navy.900">
            {frontmatter.title}
          </Heading>
          <Text color="slate" flex="1">
            {frontmatter.excerpt}
          </Text>
          <Text fontSize="sm" fontWeight="600" color="navy.800">
            By {frontmatter.author}
          </Text>
        </Box>
      </Link>
    </Box>
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
      date(formatString: "MMM D, YYYY")
      cover {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.6, layout: CONSTRAINED)
        }
      }
    }
  }
`
