import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { pathLocale, type Locale } from '../lib/i18n/locales'
import { localHref, localizeLinks, pathIn, pathTableFrom, type PathTable } from '../lib/i18n/paths'

type LocaleValue = { locale: Locale; paths: PathTable; pathname: string }
const LocaleContext = createContext<LocaleValue>({ locale: 'en', paths: [], pathname: '/' })

/** Every page's path in each language, from the content (one static query, shared by all pages). */
export function usePathTable(): PathTable {
  const data = useStaticQuery<Queries.PathTableQuery>(graphql`
    query PathTable {
      services: allService {
        nodes {
          slug
          urlSlug
          fields {
            locale
          }
        }
      }
      towns: allTown {
        nodes {
          slug
          fields {
            locale
          }
        }
      }
      pages: allPageMeta {
        nodes {
          path
          urlSlug
          fields {
            locale
          }
        }
      }
      markdown: allMarkdownRemark {
        nodes {
          fields {
            locale
            contentName
          }
          frontmatter {
            slug
          }
        }
      }
    }
  `)
  return useMemo(
    () => pathTableFrom({ services: data.services.nodes, towns: data.towns.nodes, pages: data.pages.nodes, markdown: data.markdown.nodes }),
    [data],
  )
}

/** The page's language, read from its path (/es/...), for everything inside the page's frame. */
export function LocaleProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const paths = usePathTable()
  const locale = pathLocale(pathname)
  const value = useMemo(() => ({ locale, paths, pathname }), [locale, paths, pathname])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

/**
 * The page's language, `href` for a link written with its English path (the same page in the
 * page's language), `localize` for the links of HTML rendered from markdown, and `alternate`: this
 * page in another language (undefined if it has no twin); `pathname`, the page's own path.
 */
export function useLocale() {
  const { locale, paths, pathname } = useContext(LocaleContext)
  return useMemo(
    () => ({
      locale,
      href: (englishPath: string) => localHref(paths, englishPath, locale),
      localize: (html: string) => localizeLinks(paths, html, locale),
      alternate: (other: Locale) => pathIn(paths, pathname, other),
      pathname,
    }),
    [locale, paths, pathname],
  )
}
