import { localeLinkResolvers, typeDefinitions } from '../../src/lib/content/graphql'
import { boolean, date, described, image, link, list, number, object, optional, slug, text } from '../../src/lib/content/rules'
import { contentFiles, type ContentFile } from '../../src/lib/content/schema'

/** Each field of each type, as `Type.field: reference directives`. */
function fields(sdl: string): string[] {
  const source = sdl.replace(/"[^"\n]*"\n/g, '') // descriptions are checked on their own
  return [...source.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)].flatMap(([, type, body]) =>
    body!
      .trim()
      .split('\n')
      .map((line) => `${type}.${line.trim()}`),
  )
}

const point = object('Point', { lat: number(), lng: number() })
const files: ContentFile[] = [
  {
    kind: 'list',
    label: 'Widgets',
    file: 'things/things.json',
    type: 'Thing',
    key: 'id',
    shape: {
      id: slug(),
      count: number({ integer: true }),
      photos: list(image()),
      related: list(link('Thing'), { min: 0 }),
      where: point,
      also: optional(point),
      note: optional(text()),
      shown: boolean(),
      since: described('when it began', date()),
      card: image({ as: 'path' }),
    },
  },
  { kind: 'markdown', label: 'articles', folder: 'articles', shape: { title: text(), date: date(), cover: image() } },
  { kind: 'markdown', label: 'pages', folder: 'pages', shape: { title: text(), description: text() } },
]

describe('the GraphQL types derived from the content declarations', () => {
  it('turns each rule into its type: links, files, dates, optional fields nullable, a JSON id as jsonId', () => {
    const sdl = typeDefinitions(files)
    expect(sdl).toMatch(/^type Thing implements Node @dontInfer \{/)
    expect(fields(sdl)).toEqual(
      expect.arrayContaining([
        'Thing.jsonId: String!',
        'Thing.count: Int!',
        'Thing.photos: [File!]! @fileByRelativePath',
        'Thing.related: [Thing!]!',
        'Thing.where: Point!',
        'Thing.also: Point',
        'Thing.note: String',
        'Thing.shown: Boolean',
        'Thing.since: Date! @dateformat',
        'Thing.card: String!',
        'Point.lat: Float!',
      ]),
    )
    expect(sdl).toContain('"when it began"\n  since: Date! @dateformat')
    expect(sdl.match(/type Point \{/g)).toHaveLength(1)
  })

  it('gives all markdown folders one Frontmatter, non-null only where every folder requires the field', () => {
    const frontmatter = fields(typeDefinitions(files)).filter((line) => line.startsWith('Frontmatter.'))
    expect(frontmatter).toEqual([
      'Frontmatter.title: String!',
      'Frontmatter.date: Date @dateformat',
      'Frontmatter.cover: File @fileByRelativePath',
      'Frontmatter.description: String',
    ])
  })

  it('stops on one type name declared with two shapes', () => {
    const clash: ContentFile[] = [
      {
        kind: 'single',
        label: 'Links',
        file: 'a/a.en.json',
        type: 'A',
        shape: { here: object('Place', { x: number() }), there: object('Place', { y: number() }) },
      },
    ]
    expect(() => typeDefinitions(clash)).toThrow('declares the GraphQL type Place twice')
  })

  it("declares each node type of the site's content once (the interface's four text files share one), and the markdown's", () => {
    const nodes = [...typeDefinitions(contentFiles).matchAll(/^type (\w+) implements Node/gm)].map((match) => match[1])
    const jsonTypes = [...new Set(contentFiles.flatMap((f) => (f.kind === 'markdown' ? [] : [f.type])))]
    expect(nodes).toEqual([...jsonTypes, 'MarkdownRemark'])
  })
})

describe('links between entries, in the linking entry’s language', () => {
  const resolvers = localeLinkResolvers(contentFiles)
  const services = [
    { slug: 'roof-repair', title: 'Roof Repair', fields: { locale: 'en' } },
    { slug: 'roof-repair', title: 'Reparación de techos', fields: { locale: 'es' } },
  ]
  type Filter = { slug: { eq: string }; fields: { locale: { eq: string } } }
  const nodeModel = {
    findOne: async ({ query }: { type: string; query: { filter: Record<string, unknown> } }) => {
      const filter = query.filter as Filter
      return services.find((s) => s.slug === filter.slug.eq && s.fields.locale === filter.fields.locale.eq) ?? null
    },
  }
  const context = { nodeModel }

  it('finds the related service of a Spanish service in Spanish', async () => {
    const source = { related: ['roof-repair'], fields: { locale: 'es' } }
    await expect(resolvers.Service!.related!.resolve(source, {}, context)).resolves.toEqual([services[1]])
  })

  it('hands the language of the overview down to the cards inside it', async () => {
    const overview = { residential: [{ title: 'Reparación', service: 'roof-repair' }], fields: { locale: 'es' } }
    const [card] = resolvers.ServicesOverview!.residential!.resolve(overview, {}, context) as Array<Record<string, unknown>>
    await expect(resolvers.ServiceCard!.service!.resolve(card!, {}, context)).resolves.toEqual(services[1])
  })
})
