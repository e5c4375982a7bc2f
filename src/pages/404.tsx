import { Flex, SimpleGrid } from '@chakra-ui/react'
import { graphql, type PageProps } from 'gatsby'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Seo } from '../components/seo/Seo'
import { ButtonLink } from '../components/ui/ButtonLink'
import { Section } from '../components/ui/Section'
import { quickLinks } from '../lib/navigation'

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return (
    <>
      <FixedPageHero meta={data.pageMeta}>
        <Flex mt="8" gap="3" wrap="wrap">
          <ButtonLink to="/" colorPalette="brand">
            Back to the home page
          </ButtonLink>
        </Flex>
      </FixedPageHero>
      <Section title="Where would you like to go?">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3" maxW="3xl" mx="auto">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <ButtonLink to={link.to} variant="outline" width="full" borderColor="navy.200" color="navy.900">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </SimpleGrid>
      </Section>
    </>
  )
}

export const query = graphql`
  query NotFoundPage {
    pageMeta(path: { eq: "/404/" }) {
      ...FixedPageHero
    }
  }
`

export const Head = () => (
  <Seo path="/404/">
    <meta name="robots" content="noindex" />
  </Seo>
)
