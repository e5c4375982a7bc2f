import { SimpleGrid } from '@chakra-ui/react'
import { graphql, type PageProps } from 'gatsby'
import { ArticleCard } from '../components/sections/ArticleCard'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Seo } from '../components/seo/Seo'
import { Section } from '../components/ui/Section'

export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  return (
    <>
      <FixedPageHero meta={data.pageMeta} />
      <Section id="articles" tone="sand" aria-label="Articles">
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

export const query = graphql`
  query BlogPage {
    pageMeta(path: { eq: "/blog/" }) {
      ...FixedPageHero
    }
    articles: allMarkdownRemark(filter: { fileAbsolutePath: { regex: "/data/articles/" } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`

export const Head = () => <Seo path="/blog/" trail={[{ name: 'Blog', path: '/blog/' }]} />
