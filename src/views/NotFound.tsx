import { Flex, SimpleGrid } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { ButtonLink } from '../components/ui/ButtonLink'
import { Section } from '../components/ui/Section'
import { navigation } from '../lib/navigation'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const { href } = useLocale()
  const ui = useUi()
  const { quickLinks } = navigation(ui.layout.nav, href)
  const words = ui.pages.notFound
  return (
    <>
      <FixedPageHero meta={data.pageMeta}>
        <Flex mt="8" gap="3" wrap="wrap">
          <ButtonLink to={href('/')} colorPalette="brand">
            {words.home}
          </ButtonLink>
        </Flex>
      </FixedPageHero>
      <Section title={words.whereTo}>
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
