import { graphql, useStaticQuery } from 'gatsby'
import type { ReactNode } from 'react'

type SeoProps = {
  /** the page's path, with its trailing slash; fixed pages find their title and description by it */
  path: string
  /** the page's own title; the brand is appended unless `fullTitle` */
  title?: string
  description?: string
  fullTitle?: boolean
  type?: 'website' | 'article'
  children?: ReactNode
}

/**
 * Head tags for every page (Gatsby Head API). Titles and descriptions of fixed pages come from
 * data/page-meta.json; templates pass their own. Head is outside the Chakra provider: plain tags only.
 */
export function Seo({ path, title, description, fullTitle = false, type = 'website', children }: SeoProps) {
  const { siteData, allPageMeta } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      siteData {
        brand
        siteUrl
      }
      allPageMeta {
        nodes {
          path
          title
          description
        }
      }
    }
  `)
  const meta = allPageMeta.nodes.find((m) => m.path === path)
  const brand = siteData?.brand ?? ''
  const ownTitle = title ?? meta?.title ?? brand
  const pageTitle = fullTitle ? ownTitle : `${ownTitle} | ${brand}`
  const pageDescription = description ?? meta?.description ?? ''
  const url = `${siteData?.siteUrl ?? ''}${path}`
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      <meta name="theme-color" content="#0F1E33" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="en_US" />
      {children}
    </>
  )
}
