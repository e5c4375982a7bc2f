import { SimpleGrid } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { ArticleCard } from '../components/sections/ArticleCard'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Section } from '../components/ui/Section'
import { useUi } from '../hooks/use-ui'

export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  const words = useUi().pages.blog
  return (
    <>
      <FixedPageHero meta={data.pageMeta} />
      <Section id="articles" tone="sand" aria-label={words.articlesLabel}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {data.articles.nodes.map((article) => (
            <li key={article.frontmatter.slug}>
              <ArticleCard article={article} headingLevel="h2" />
            </li>
          ))}
        </SimpleGrid>
      </Section>
    </>
  )
}
