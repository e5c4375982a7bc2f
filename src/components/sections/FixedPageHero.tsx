import { graphql } from 'gatsby'
import type { ReactNode } from 'react'
import { PageHero } from './PageHero'

type FixedPageHeroProps = { meta: Queries.FixedPageHeroFragment | null; children?: ReactNode; aside?: ReactNode }

/** The hero of a fixed page, worded in data/page-meta/page-meta.en.json. */
export function FixedPageHero({ meta, children, aside }: FixedPageHeroProps) {
  return (
    <PageHero eyebrow={meta?.eyebrow ?? undefined} title={meta?.heading ?? meta?.title ?? ''} text={meta?.intro} aside={aside}>
      {children}
    </PageHero>
  )
}

export const query = graphql`
  fragment FixedPageHero on PageMeta {
    eyebrow
    heading
    title
    intro
  }
`
