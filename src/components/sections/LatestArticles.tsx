import { SimpleGrid } from '@chakra-ui/react'
import { MoreLink } from '../ui/MoreLink'
import { Section } from '../ui/Section'
import { ArticleCard } from './ArticleCard'
import { useUi } from '../../hooks/use-ui'

type LatestArticlesProps = { articles: ReadonlyArray<Queries.ArticleCardFragment>; intro?: string | null }

/** Latest Articles: three cards to the article pages and the way to the blog. */
export function LatestArticles({ articles, intro }: LatestArticlesProps) {
  const words = useUi().sections.latestArticles
  return (
    <Section id="latest-articles" eyebrow={words.eyebrow} title={words.title} intro={intro}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {articles.map((article) => (
          <li key={article.frontmatter.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </SimpleGrid>
      <MoreLink to="/blog/">{words.viewAll}</MoreLink>
    </Section>
  )
}
