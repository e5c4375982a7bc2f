// The GraphQL type definitions of the content, derived from the declarations the content check
// uses (./schema.ts): one node type per JSON file, the object types its fields name, and the front
// matter every markdown folder shares. Declared, not inferred: a missing field fails the build and
// the types graphqlTypegen writes stay stable.
import { optional, type GraphqlType, type Shape } from './rules'
import type { ContentFile, MarkdownFolder } from './schema'

const reference = (type: GraphqlType): string => (type.of ? `[${reference(type.of)}]` : type.name) + (type.required ? '!' : '')

/** Object types by name; the same name declared with two different shapes is a mistake in schema.ts. */
class ObjectTypes {
  private readonly definitions = new Map<string, string>()

  fields(shape: Shape, rename: (field: string) => string = (field) => field): string[] {
    return Object.entries(shape).map(([field, rule]) => {
      const type = rule.graphql
      this.collect(type)
      // Links are resolved by localeLinkResolvers, in the linking entry's language.
      const directive = type.directive?.startsWith('@link') ? undefined : type.directive
      const line = `${rename(field)}: ${reference(type)}${directive ? ` ${directive}` : ''}`
      return type.description ? `${JSON.stringify(type.description)}\n${line}` : line
    })
  }

  private collect(type: GraphqlType): void {
    if (type.of) return this.collect(type.of)
    if (!type.fields) return
    const definition = block(`type ${type.name}`, this.fields(type.fields))
    const known = this.definitions.get(type.name)
    if (known !== undefined && known !== definition)
      throw new Error(`src/lib/content/schema.ts declares the GraphQL type ${type.name} twice, with different fields`)
    this.definitions.set(type.name, definition)
  }

  all(): string[] {
    return [...this.definitions.values()]
  }
}

const block = (head: string, lines: string[]) => `${head} {\n${lines.map((line) => line.replace(/^/gm, '  ')).join('\n')}\n}`

/**
 * The front matter of all markdown folders as one type (Gatsby has one MarkdownRemark type): a field
 * is non-null only if every folder requires it.
 */
function frontmatter(folders: MarkdownFolder[]): Shape {
  const merged: Shape = {}
  for (const folder of folders)
    for (const [field, rule] of Object.entries(folder.shape)) {
      const known = merged[field]
      if (known && reference(known.graphql) !== reference({ ...rule.graphql, required: known.graphql.required }))
        throw new Error(`The front matter field ${field} has two different types in src/lib/content/schema.ts`)
      merged[field] = known ?? rule
    }
  return Object.fromEntries(
    Object.entries(merged).map(([field, rule]) => {
      const everywhere = folders.every((folder) => folder.shape[field]?.graphql.required)
      return [field, everywhere ? rule : optional(rule)]
    }),
  )
}

// gatsby-transformer-json keeps a JSON entry's own `id` as `jsonId` (`id` is the node's).
const jsonField = (field: string) => (field === 'id' ? 'jsonId' : field)

// Set on every content node by gatsby-node's onCreateNode, from the file's name (services.es.json: es).
const FIELDS = ['fields: ContentFields!']
const CONTENT_FIELDS = block('type ContentFields', [
  '"the language of the file the entry comes from"\nlocale: String!',
  '"the content\'s name, shared by its file in each language (services.json for services.en.json and services.es.json), relative to data/"\ncontentName: String!',
])

export function typeDefinitions(files: readonly ContentFile[]): string {
  const objects = new ObjectTypes()
  const nodes: string[] = []
  const declared = new Set<string>()
  for (const file of files)
    // Files of one type (the interface's texts) declare it once.
    if (file.kind !== 'markdown' && !declared.has(file.type)) {
      declared.add(file.type)
      nodes.push(block(`type ${file.type} implements Node @dontInfer`, [...objects.fields(file.shape, jsonField), ...FIELDS]))
    }
  const folders = files.filter((file): file is MarkdownFolder => file.kind === 'markdown')
  if (folders.length > 0) {
    nodes.push(block('type MarkdownRemark implements Node', ['frontmatter: Frontmatter!', ...FIELDS]))
    nodes.push(block('type Frontmatter', objects.fields(frontmatter(folders))))
  }
  return [...nodes, CONTENT_FIELDS, ...objects.all()].join('\n\n')
}

type NodeModel = { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> }
type Resolver = { resolve: (source: Record<string, unknown>, args: unknown, context: { nodeModel: NodeModel }) => unknown }
/** Where an object inside a node comes from: its node's language, handed down to the links inside it. */
const LOCALE = '__locale'

const hasLink = (type: GraphqlType): boolean =>
  type.of
    ? hasLink(type.of)
    : Boolean(type.directive?.startsWith('@link') || Object.values(type.fields ?? {}).some((r) => hasLink(r.graphql)))

/**
 * A link by slug finds the entry in the same language as the entry that links: an English and a
 * Spanish service share their slug, and @link(by: "slug") would take whichever comes first. The
 * objects between a node and its links carry the node's language down.
 */
export function localeLinkResolvers(files: readonly ContentFile[]): Record<string, Record<string, Resolver>> {
  const resolvers: Record<string, Record<string, Resolver>> = {}
  const localeOf = (source: Record<string, unknown>) =>
    (source[LOCALE] as string | undefined) ?? (source.fields as { locale?: string } | undefined)?.locale ?? 'en'
  const visit = (typeName: string, shape: Shape) => {
    for (const [field, rule] of Object.entries(shape)) {
      const type = rule.graphql
      const inner = type.of ?? type
      if (inner.directive?.startsWith('@link')) {
        const find = (slug: unknown, locale: string, nodeModel: NodeModel) =>
          typeof slug === 'string'
            ? nodeModel.findOne({ type: inner.name, query: { filter: { slug: { eq: slug }, fields: { locale: { eq: locale } } } } })
            : null
        ;(resolvers[typeName] ??= {})[field] = {
          resolve: (source, _args, { nodeModel }) => {
            const value = source[field]
            const locale = localeOf(source)
            return Array.isArray(value) ? Promise.all(value.map((slug) => find(slug, locale, nodeModel))) : find(value, locale, nodeModel)
          },
        }
      } else if (inner.fields && hasLink(inner)) {
        ;(resolvers[typeName] ??= {})[field] = {
          resolve: (source) => {
            const value = source[field]
            const withLocale = (item: unknown) => (item && typeof item === 'object' ? { ...item, [LOCALE]: localeOf(source) } : item)
            return Array.isArray(value) ? value.map(withLocale) : withLocale(value)
          },
        }
        visit(inner.name, inner.fields)
      }
    }
  }
  for (const file of files) if (file.kind !== 'markdown') visit(file.type, file.shape)
  return resolvers
}
