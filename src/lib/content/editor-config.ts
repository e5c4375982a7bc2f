// The configuration of the content editor (Decap CMS at /admin/), derived from the same declarations
// as the content check and the GraphQL types (./schema.ts): a field the editor shows is a field the
// build checks, with the same required fields, patterns, ranges and list lengths. Pure, for tests.
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import { SAFE_MARKDOWN_PATTERN } from './markup'
import { widgetsOf, type CmsWidget } from './rules'
import { contentFiles, type ContentFile } from './schema'

/** A field of Decap's config (https://decapcms.org/docs/widgets/). */
export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | 'duplicate'
  hint?: string
  pattern?: [string, string]
  [option: string]: unknown
}
export type DecapCollection = Record<string, unknown> & { name: string; label: string }

/** The list files are JSON lists; Decap edits an object, so the editor's format wraps the list in one. */
export const LIST_FORMAT = 'json-list'
export const LIST_FIELD = 'items'

/** Decap's custom format for the list files: read a list into { items }, write { items } back as the list. */
export const listFormat = {
  fromFile: (text: string): Record<string, unknown> => ({ [LIST_FIELD]: JSON.parse(text) as unknown }),
  toFile: (data: object): string => `${JSON.stringify((data as Record<string, unknown>)[LIST_FIELD] ?? [], null, 2)}\n`,
}

/** "heroImage" -> "Hero image" */
export const labelOf = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Context = {
  /** inside a list: Decap copies an English value into the translation only outside lists */
  inList: boolean
  /** the interface texts of the English file, for the fields of a `texts()` value */
  example?: unknown
}

/** The content file (by node type) a relation points at: its entries' slugs are the choices. */
function relation(type: string): Record<string, unknown> {
  const target = contentFiles.find((file) => file.kind === 'list' && file.type === type)
  if (!target || target.kind !== 'list') throw new Error(`No list content holds the type ${type}`)
  return {
    collection: collectionName(target),
    value_field: `${LIST_FIELD}.*.${target.key}`,
    search_fields: [`${LIST_FIELD}.*.title`],
    display_fields: [`${LIST_FIELD}.*.title`],
  }
}

/** The fields of an interface text tree, from the English file's names. */
function textFields(example: unknown): DecapField[] {
  if (!example || typeof example !== 'object') return []
  return Object.entries(example).map(([name, value]) =>
    value && typeof value === 'object'
      ? { name, label: labelOf(name), widget: 'object', i18n: true, collapsed: true, fields: textFields(value) }
      : { name, label: labelOf(name), widget: String(value).length > 60 ? 'text' : 'string', i18n: true },
  )
}

export function fieldOf(name: string, cms: CmsWidget, context: Context): DecapField {
  const { widget, required = true, hint, pattern, shared } = cms
  // A value that is not words is the English one: Decap copies it into the translation as the English
  // changes, but only outside a list; inside one the translator keeps it (the build checks).
  const i18n = shared && !context.inList ? 'duplicate' : true
  const base: DecapField = { name, label: labelOf(name), widget, required, i18n, ...(hint ? { hint } : {}) }
  if (pattern) base.pattern = [pattern[0], `This ${pattern[1]}`]
  switch (widget) {
    case 'number':
      return {
        ...base,
        value_type: cms.value_type,
        ...(cms.min !== undefined ? { min: cms.min } : {}),
        ...(cms.max !== undefined ? { max: cms.max } : {}),
      }
    case 'select':
      return { ...base, options: [...(cms.options ?? [])] }
    case 'datetime':
      return { ...base, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
    case 'image': {
      // Beside the images of its kind, in data/images/{folder}/, from the content's own folder.
      const folder = cms.folder ? { media_folder: `../images/${cms.folder}`, public_folder: `../images/${cms.folder}` } : {}
      return { ...base, choose_url: false, ...folder }
    }
    case 'relation':
      return { ...base, ...relation(cms.linkTo ?? '') }
    case 'object':
      return { ...base, collapsed: context.inList, fields: fieldsOf(cms.fields ?? {}, context) }
    case 'texts':
      return { ...base, widget: 'object', fields: textFields(context.example) }
    case 'list': {
      const item = cms.item ?? { widget: 'string' }
      const inner = { ...context, inList: true }
      const length = { ...(cms.min ? { min: cms.min } : {}), ...(cms.max !== undefined ? { max: cms.max } : {}) }
      if (item.widget === 'object') return { ...base, ...length, collapsed: true, fields: fieldsOf(item.fields ?? {}, inner) }
      const { name: _name, label: _label, ...field } = fieldOf('item', item, inner)
      return { ...base, ...length, field: { name: 'item', label: labelOf(name), ...field } }
    }
    default:
      return base
  }
}

const fieldsOf = (shape: Record<string, CmsWidget>, context: Context): DecapField[] =>
  Object.entries(shape).map(([name, cms]) => fieldOf(name, cms, context))

/** A content's name in the editor: site/site.json -> site */
const collectionName = (file: ContentFile) =>
  file.kind === 'markdown' ? file.folder : file.file.replace(/^.*\//, '').replace(/\.json$/, '')

const I18N = { structure: 'multiple_files', locales: [...LOCALES], default_locale: DEFAULT_LOCALE }

// Every content has a folder of its own, and the files in it refer to the images from beside them;
// uploads go there too, in data/images/.
const MEDIA = { media_folder: '../images', public_folder: '../images' }

type Options = {
  /** the English interface texts by content name (ui-forms/ui-forms.json: its `texts`) */
  englishTexts: Record<string, unknown>
  /** Decap's backend on the live site (GitHub); on a marketer's machine the local server takes its place */
  backend: Record<string, unknown>
  localBackend?: boolean
}

/**
 * A JSON content (the site's settings, the services...) as a folder of one entry, its file in each
 * language (Decap's i18n keeps English and Spanish side by side only in folder collections).
 */
function jsonCollection(spec: Exclude<ContentFile, { kind: 'markdown' }>, englishTexts: Options['englishTexts']): DecapCollection {
  const name = collectionName(spec)
  const { label } = spec
  const shape = widgetsOf(spec.shape)
  const fields =
    spec.kind === 'single'
      ? fieldsOf(shape, { inList: false, example: englishTexts[spec.file] })
      : [
          {
            ...fieldOf(
              LIST_FIELD,
              { widget: 'list', item: { widget: 'object', fields: shape }, min: spec.min ?? 1, max: spec.max },
              { inList: false },
            ),
            label,
            summary: `{{fields.${spec.key}}}`,
          },
        ]
  return {
    name,
    label,
    folder: `data/${spec.file.replace(/\/[^/]*$/, '')}`,
    extension: 'json',
    format: spec.kind === 'list' ? LIST_FORMAT : 'json',
    create: false,
    delete: false,
    identifier_field: fields[0]!.name,
    summary: label,
    i18n: true,
    ...MEDIA,
    fields,
  }
}

/** The text of an article or a policy; the build refuses the same markup (src/lib/content/markup.ts). */
const BODY = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  i18n: true,
  pattern: [
    SAFE_MARKDOWN_PATTERN,
    'Remove <script>, <iframe>, on…= attributes and javascript: links: code in the text could run on the site.',
  ],
  sanitize_preview: true,
}

/** Articles and policies: one markdown file per page, its front matter and its text. */
function folderCollection(spec: Extract<ContentFile, { kind: 'markdown' }>): DecapCollection {
  return {
    name: spec.folder,
    label: spec.label,
    folder: `data/${spec.folder}`,
    extension: 'md',
    format: 'frontmatter',
    create: spec.folder === 'articles',
    delete: spec.folder === 'articles',
    slug: '{{fields.slug}}',
    identifier_field: 'title',
    i18n: true,
    ...MEDIA,
    fields: [...fieldsOf(widgetsOf(spec.shape), { inList: false }), BODY],
  }
}

export function cmsConfig({ englishTexts, backend, localBackend = false }: Options): Record<string, unknown> {
  return {
    backend,
    local_backend: localBackend,
    // On the live site an edit is saved as a draft (a branch and a pull request on GitHub) and reaches
    // `main` only when an editor publishes it; `npm run cms`'s file server offers only direct saves,
    // and Decap switches to them there.
    publish_mode: 'editorial_workflow',
    media_folder: 'data/images',
    public_folder: '../images',
    i18n: I18N,
    collections: contentFiles.map((spec) => (spec.kind === 'markdown' ? folderCollection(spec) : jsonCollection(spec, englishTexts))),
  }
}

/**
 * owner/name of a GitHub repository from its address as Netlify gives it at build (REPOSITORY_URL) or as
 * `git remote get-url` prints it; undefined for any other host. Nothing else of the address is kept:
 * Netlify's may hold an access token (https://x-access-token:…@github.com/…), which must never reach
 * the editor's script.
 */
export function githubRepository(address: string | undefined): string | undefined {
  const match =
    /^(?:https:\/\/(?:[^@/\s]+@)?github\.com\/|(?:ssh:\/\/)?git@github\.com[:/])([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(
      address?.trim() ?? '',
    )
  return match ? `${match[1]}/${match[2]}` : undefined
}
