import { SimpleGrid } from '@chakra-ui/react'
import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type PageProps, type HeadProps } from 'gatsby'
import { ArticleCard } from '../components/sections/ArticleCard'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Seo } from '../components/seo/Seo'
import { Section } from '../components/ui/Section'
import { LocalHead } from '../components/sections/LocalHead'
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

export const Head = ({ location, pageContext }: HeadProps<object, PageLanguage>) => (
  <LocalHead pathname={location.pathname}>
    {(ui) => <Seo page={pageContext} path="/blog/" trail={[{ name: ui.pages.crumbs.blog, path: '/blog/' }]} />}
  </LocalHead>
)
