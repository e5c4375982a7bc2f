import { Flex } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { CallLink } from '../components/ui/CallLink'
import { Section } from '../components/ui/Section'
import { StormCheck } from '../islands'

export default function StormCheckPage({ data }: PageProps<Queries.StormCheckPageQuery>) {
  return (
    <>
      <FixedPageHero meta={data.pageMeta}>
        {data.siteData && (
          <Flex mt="8" gap="3" wrap="wrap">
            <CallLink phone={data.siteData.phone} tone="onDark" />
          </Flex>
        )}
      </FixedPageHero>
      {data.siteData && (
        <Section id="check" tone="sand" align="left" py={{ base: '10', md: '14' }}>
          <StormCheck phone={data.siteData.phone} />
        </Section>
      )}
    </>
  )
}
