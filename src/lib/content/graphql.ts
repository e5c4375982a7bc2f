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
      const line = `${rename(field)}: ${reference(type)}${type.directive ? ` ${type.directive}` : ''}`
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

export function typeDefinitions(files: readonly ContentFile[]): string {
  const objects = new ObjectTypes()
  const nodes: string[] = []
  for (const file of files)
    if (file.kind !== 'markdown') nodes.push(block(`type ${file.type} implements Node @dontInfer`, objects.fields(file.shape, jsonField)))
  const folders = files.filter((file): file is MarkdownFolder => file.kind === 'markdown')
  if (folders.length > 0) {
    nodes.push(block('type MarkdownRemark implements Node', ['frontmatter: Frontmatter!']))
    nodes.push(block('type Frontmatter', objects.fields(frontmatter(folders))))
  }
  return [...nodes, ...objects.all()].join('\n\n')
}
