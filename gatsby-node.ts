import type { GatsbyNode } from 'gatsby'
import path, { resolve } from 'node:path'
import { checkContent, findPlaceholders, formatProblem } from './src/lib/content/check'
import { placeholderVerdict } from './src/lib/content/placeholders'
import { loadContent } from './src/lib/content/load'
import { localeLinkResolvers, typeDefinitions } from './src/lib/content/graphql'
import { contentFiles } from './src/lib/content/schema'
import { contentName, DEFAULT_LOCALE, fileLocale, inLocale, localePrefix, LOCALES, type Locale } from './src/lib/i18n/locales'
import { fixedPagePath, pathIn, pathTableFrom, translationOf, type PathTable } from './src/lib/i18n/paths'
import { sanitizeMarkdownHtml } from './src/lib/build/sanitize-markdown'
import { articlePath, MOVED_PAGES, policyPath, servicePath, townPath } from './src/lib/navigation'
import { stormAtBuild } from './src/lib/build/storm-alert'
import towns from './data/towns/towns.en.json'

const dataDir = path.join(__dirname, 'data')

// Content is checked before anything else runs, so a marketer's typo stops the build with one line
// per problem (file › entry › field: what is wrong) instead of a page that renders `undefined`.
// The stand-ins the owner must replace are listed as a warning, and refused by Netlify's production build.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const content = loadContent(dataDir)
  const problems = checkContent(content)
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    )
    return
  }
  const placeholders = placeholderVerdict(findPlaceholders(content), process.env)
  if (placeholders?.refuse) reporter.panic(placeholders.message)
  else if (placeholders) reporter.warn(placeholders.message)
}

// Every content type is declared rather than inferred, from the same declarations as the content
// check (src/lib/content/graphql.ts): a missing field is a build error, types are stable for
// graphqlTypegen, and image paths become File nodes that gatsby-plugin-image can size.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefinitions(contentFiles))
  // Storm mode's storm (sourceNodes): declared so that every page can ask for it when there is none.
  actions.createTypes(`
    type StormAlert implements Node @dontInfer {
      date: String!
      time: String!
      kind: String!
      hailInches: Float
      windMph: Int
      tornado: Boolean!
      rating: String
      town: String!
      towns: [String!]!
    }
  `)
}

// Storm mode (src/lib/build/storm-alert.ts): the storm reported near the towns in the last 14 days,
// if any, as one node every page reads (useStormAlert). The source has a deadline: a slow or failing
// one builds the site without storm mode, never fails the build.
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const storm = await stormAtBuild({ env: process.env, towns, now: new Date(), log: (line) => reporter.info(line) })
  if (!storm) return
  actions.createNode({
    ...storm,
    id: createNodeId('storm-alert'),
    internal: { type: 'StormAlert', contentDigest: createContentDigest(storm) },
  })
}

// Each content node says its language, from its file's name (services.es.json: es), so a page queries its
// own (fields: { locale: { eq: $locale } }); and the content's name, which pairs its files across languages.
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions }) => {
  const owner = node.internal.owner
  if (owner !== 'gatsby-transformer-json' && owner !== 'gatsby-transformer-remark') return
  const file = node.parent ? (getNode(node.parent) as { relativePath?: string } | undefined) : undefined
  if (!file?.relativePath) return
  // The content check (onPreBootstrap) has refused a file that does not say its language.
  actions.createNodeField({ node, name: 'locale', value: fileLocale(file.relativePath) ?? DEFAULT_LOCALE })
  actions.createNodeField({ node, name: 'contentName', value: contentName(file.relativePath) })
}

type FieldResolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown
type OverridingInfo = { originalResolver: FieldResolver }

/** Links between entries in the linking entry's language; the HTML of every markdown page sanitised (src/lib/build/sanitize-markdown.ts). */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  const links = localeLinkResolvers(contentFiles)
  createResolvers({
    ...links,
    // Every page that shows markdown (articles, policies) reads this field: it is sanitised here, once.
    MarkdownRemark: {
      html: {
        resolve: async (source: unknown, args: unknown, context: unknown, info: OverridingInfo) =>
          sanitizeMarkdownHtml(String((await info.originalResolver(source, args, context, info)) ?? '')),
      },
    },
  })
}

// The language of each page and the path of its twin, for every page (createPages fills it before
// Gatsby creates the pages of src/pages, which onCreatePage gives their language and twin).
let paths: PathTable = []
const translated = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE)

/** The context every page gets: its language and its path in each language (for hreflang and the switch). */
const pageContext = (englishPath: string, locale: Locale) => {
  const row = paths.find((r) => r.en === englishPath) ?? { en: englishPath }
  return { locale, alternates: row }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.PagesToCreateQuery>(`
    query PagesToCreate {
      services: allService {
        nodes {
          slug
          urlSlug
          fields {
            locale
          }
        }
      }
      towns: allTown(filter: { fields: { locale: { eq: "en" } } }) {
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
          id
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
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content to create pages', result.errors)
    return
  }
  const { services, towns, pages, markdown } = result.data
  paths = pathTableFrom({ services: services.nodes, towns: towns.nodes, pages: pages.nodes, markdown: markdown.nodes })
  const markdownIn = (folder: string) => markdown.nodes.filter((n) => n.fields.contentName.startsWith(`${folder}/`))

  const create = (englishPath: string, locale: Locale, component: string, context: Record<string, unknown>) => {
    const path = locale === DEFAULT_LOCALE ? englishPath : pathIn(paths, englishPath, locale)
    if (!path) return
    actions.createPage({ path, component: resolve(component), context: { ...context, ...pageContext(englishPath, locale) } })
  }

  for (const locale of LOCALES) {
    for (const { slug } of inLocale(services.nodes, DEFAULT_LOCALE))
      create(servicePath(slug), locale, 'src/templates/service.tsx', { slug })
    for (const { slug } of towns.nodes) create(townPath(slug), locale, 'src/templates/town.tsx', { slug })
    for (const [folder, template, pathOf] of [
      ['articles', 'src/templates/article.tsx', articlePath],
      ['pages', 'src/templates/policy.tsx', policyPath],
    ] as const)
      for (const en of inLocale(markdownIn(folder), DEFAULT_LOCALE)) {
        const node = locale === DEFAULT_LOCALE ? en : translationOf(markdownIn(folder), en, locale)
        if (node) create(pathOf(en.frontmatter.slug), locale, template, { id: node.id })
      }
  }

  for (const { slug } of towns.nodes)
    // Older links and the original mobile menu used /locations/{town}; one address per town is kept.
    for (const from of [`/locations/${slug}`, `/locations/${slug}/`])
      actions.createRedirect({ fromPath: from, toPath: townPath(slug), isPermanent: true, redirectInBrowser: true })
  // a page whose address changed (netlify.toml has the same 301s for the server)
  for (const { from, to } of MOVED_PAGES)
    for (const fromPath of [from, from.replace(/\/$/, '')])
      actions.createRedirect({ fromPath, toPath: to, isPermanent: true, redirectInBrowser: true })
}

/**
 * The pages of src/pages are English; each gets its language in its context and a twin in every
 * other language. The Spanish not-found page answers every unknown /es/ path (its matchPath), so a
 * visitor who mistypes a Spanish address is told so in Spanish.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as { locale?: string }).locale || page.path === '/dev-404-page/') return
  const englishPath = page.path === '/404.html' ? '/404/' : page.path
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...pageContext(englishPath, DEFAULT_LOCALE) } })
  if (page.path === '/404.html') return
  for (const locale of translated) {
    const path = fixedPagePath(paths, englishPath, locale)
    actions.createPage({
      ...page,
      path,
      ...(englishPath === '/404/' ? { matchPath: `${localePrefix(locale)}/*` } : {}),
      context: { ...page.context, ...pageContext(englishPath, locale) },
    })
  }
}
