/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cmsConfig, githubRepository, listFormat, type DecapCollection, type DecapField } from '../../src/lib/content/editor-config'
import { contentFiles } from '../../src/lib/content/schema'

const dataDir = path.join(__dirname, '..', '..', 'data')
const englishTexts = Object.fromEntries(
  ['layout', 'forms', 'pages', 'sections'].map((part) => [
    `ui-${part}/ui-${part}.json`,
    (JSON.parse(readFileSync(path.join(dataDir, `ui-${part}/ui-${part}.en.json`), 'utf8')) as { texts: unknown }).texts,
  ]),
)
const config = cmsConfig({ englishTexts, backend: { name: 'github', repo: 'owner/site', branch: 'main' }, localBackend: true }) as {
  collections: DecapCollection[]
  i18n: { structure: string; locales: string[]; default_locale: string }
  media_folder: string
  public_folder: string
}
const fileNamed = (name: string) => config.collections.find((c) => c.name === name) as DecapCollection & { fields: DecapField[] }
const field = (fields: DecapField[], ...names: string[]): DecapField => {
  const [first, ...rest] = names
  const found = fields.find((f) => f.name === first)
  if (!found) throw new Error(`no field ${first}`)
  return rest.length ? field((found.fields as DecapField[]) ?? [found.field as DecapField], ...rest) : found
}
const listItems = (name: string) => field(fileNamed(name).fields, 'items').fields as DecapField[]
const accepts = (f: DecapField, value: string) => new RegExp(f.pattern![0]).test(value)

describe("the content editor's configuration (derived from the content's declarations)", () => {
  it('edits every content in data/, English and Spanish side by side in the files the site reads', () => {
    const folders = config.collections.map((c) => c.folder).sort()
    const declared = contentFiles.map((spec) => `data/${spec.kind === 'markdown' ? spec.folder : path.dirname(spec.file)}`).sort()
    expect(folders).toEqual(declared)
    // Decap's multiple_files layout: the folder data/site/ holds site.en.json and site.es.json, one entry.
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'es'], default_locale: 'en' })
    for (const spec of contentFiles) {
      if (spec.kind === 'markdown') continue
      for (const locale of config.i18n.locales)
        expect(readdirSync(path.join(dataDir, path.dirname(spec.file)))).toContain(`${path.basename(spec.file, '.json')}.${locale}.json`)
    }
    const creatable = config.collections.filter((c) => c.create).map((c) => c.name)
    expect(creatable).toEqual(['articles'])
  })

  it('publishes through drafts (a pull request on GitHub), and refuses in a text the markup the build refuses', () => {
    expect((config as unknown as { publish_mode: string }).publish_mode).toBe('editorial_workflow')
    for (const name of ['articles', 'pages']) {
      const body = field(fileNamed(name).fields, 'body')
      expect(body).toMatchObject({ widget: 'markdown', sanitize_preview: true })
      expect([
        accepts(body, '## Roofs\n\nA [link](https://example.com).'),
        accepts(body, 'Watch:\n<script src="https://x.example/e.js"></script>'),
      ]).toEqual([true, false])
      expect(body.pattern![1]).toMatch(/^Remove <script>/)
    }
  })

  it('refuses in the editor the phone, e-mail, slug and address the build refuses', () => {
    const site = fileNamed('site').fields
    const phone = field(site, 'phone')
    expect(phone).toMatchObject({ widget: 'string', required: true, i18n: 'duplicate' })
    expect(phone.pattern![1]).toBe('This is not a phone number (expected a US number such as (919) 555-0147)')
    expect([
      accepts(phone, '(919) 555-0147'),
      accepts(phone, '919.555.0147'),
      accepts(phone, 'call us'),
      accepts(phone, '555-0147'),
    ]).toEqual([true, true, false, false])
    const email = field(site, 'email')
    expect([accepts(email, 'office@example.COM'), accepts(email, 'office@'), email.pattern![1]]).toEqual([
      true,
      false,
      'This is not an e-mail address',
    ])
    expect(accepts(field(site, 'siteUrl'), 'http://example.com')).toBe(false)
    expect(accepts(field(site, 'address', 'postalCode'), '2760')).toBe(false)
    const slug = field(listItems('services'), 'slug')
    expect([accepts(slug, 'roof-repair'), accepts(slug, 'Roof Repair')]).toEqual([true, false])
    expect(field(listItems('services'), 'description').pattern![1]).toBe('This must be 20 to 200 characters')
  })

  it('keeps ranges, choices, optional fields and list lengths', () => {
    expect(field(fileNamed('site').fields, 'foundedYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 })
    expect(field(listItems('services'), 'icon').options).toContain('wrench')
    expect(field(listItems('services'), 'urlSlug').required).toBe(false)
    expect(field(fileNamed('services').fields, 'items')).toMatchObject({ widget: 'list', min: 1 })
    expect(field(listItems('services'), 'related')).toMatchObject({
      widget: 'list',
      field: { widget: 'relation', value_field: 'items.*.slug' },
    })
  })

  it("edits the home page's certification badges as a list of words and word-free pictures, five at most", () => {
    const badges = field(fileNamed('home').fields, 'certifications')
    expect(badges).toMatchObject({ widget: 'list', min: 1, max: 5 })
    const label = field(badges.fields as DecapField[], 'label')
    expect(label).toMatchObject({ widget: 'string', required: true, i18n: true })
    expect([accepts(label, 'Fully Insured'), accepts(label, 'NC')]).toEqual([true, false])
    expect(field(badges.fields as DecapField[], 'image')).toMatchObject({ widget: 'image', media_folder: '../images/certifications' })
  })

  it('copies what is not words into the translation outside lists, and leaves it to the translator (and the build) inside them', () => {
    expect(field(fileNamed('site').fields, 'email').i18n).toBe('duplicate')
    expect(field(fileNamed('site').fields, 'topBanner').i18n).toBe(true)
    expect(field(listItems('services'), 'image').i18n).toBe(true)
  })

  it('names every interface text the English file has', () => {
    const layout = fileNamed('ui-layout').fields
    const english = englishTexts['ui-layout/ui-layout.json'] as { nav: Record<string, unknown> }
    const nav = field(layout, 'texts', 'nav').fields as DecapField[]
    expect(nav.map((f) => f.name)).toEqual(Object.keys(english.nav))
  })

  it('reads and writes a list file as the list it is', () => {
    const text = readFileSync(path.join(dataDir, 'towns', 'towns.en.json'), 'utf8')
    const read = listFormat.fromFile(text)
    expect((read.items as unknown[]).length).toBe((JSON.parse(text) as unknown[]).length)
    expect(JSON.parse(listFormat.toFile(read))).toEqual(JSON.parse(text))
  })

  it("publishes to the site's repository on GitHub, named from its address and nothing more of it", () => {
    for (const address of [
      'https://github.com/harlan/site',
      'https://github.com/harlan/site.git',
      'git@github.com:harlan/site.git',
      'ssh://git@github.com/harlan/site.git',
      // Netlify's REPOSITORY_URL may carry the token it cloned with: it must never reach the editor's script
      'https://x-access-token:v1.0123456789abcdef@github.com/harlan/site\n',
    ])
      expect(githubRepository(address)).toBe('harlan/site')
    for (const address of [
      undefined,
      '',
      'https://gitlab.com/harlan/site',
      'https://github.com.evil.example/harlan/site',
      '/work/main',
      'https://github.com/harlan',
    ])
      expect(githubRepository(address)).toBeUndefined()
  })
})
