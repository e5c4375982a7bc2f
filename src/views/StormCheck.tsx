import { Flex } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { CallLink } from '../components/ui/CallLink'
import { Section } from '../components/ui/Section'
import { Islands } from '../islands'
import { TapLink } from '../components/ui/TapLink'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { STORM_GUIDE_PATH } from '../lib/navigation'

export default function StormCheckPage({ data }: PageProps<Queries.StormCheckPageQuery>) {
  const words = useUi().pages.stormCheck
  const { href } = useLocale()
  return (
    <>
      <FixedPageHero meta={data.pageMeta}>
        {data.siteData && (
          <Flex mt="8" gap="3" columnGap="6" wrap="wrap" align="center">
            <CallLink phone={data.siteData.phone} tone="onDark" />
            <TapLink to={href(STORM_GUIDE_PATH)} shape="underline" tone="onDark">
              {words.guideLink}
            </TapLink>
          </Flex>
        )}
      </FixedPageHero>
      {data.siteData && (
        <Section id="check" tone="sand" align="left" py={{ base: '10', md: '14' }}>
          <Islands.StormCheck phone={data.siteData.phone} />
        </Section>
      )}
    </>
  )
}
