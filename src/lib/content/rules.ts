// A small vocabulary for describing what a content value must look like. Each rule returns the
// problems it finds as { field, message } so the build can name the exact field that is wrong, and
// says how the value appears in GraphQL: the schema's type definitions are derived from the same
// declarations (./graphql.ts), so the check and the schema cannot drift apart.

import type { Locale } from '../i18n/locales'

/** What a rule found wrong; `placeholder`: a stand-in value the owner must replace, which the build lists apart. */
export type Finding = { field: string; message: string; placeholder?: true }
export type RuleContext = {
  /** true when a path written in a content file points at an existing file */
  fileExists: (pathFromContentFile: string) => boolean
  /** the language of the file being checked */
  locale: Locale
}
export type Check = (value: unknown, field: string, ctx: RuleContext) => Finding[]

/** How a value appears in the GraphQL schema. */
export type GraphqlType = {
  /** the named type: a scalar, File, a node type (for links) or an object type */
  name: string
  /** non-null (`!`) */
  required: boolean
  /** for a list: its items */
  of?: GraphqlType
  /** for an object type: its fields */
  fields?: Shape
  /** Gatsby's field extension: @fileByRelativePath, @link(by: "slug"), @dateformat */
  directive?: string
  description?: string
}
/**
 * How a value is edited in Decap CMS (src/lib/content/editor-config.ts turns it into a field of the editor's
 * config): the widget and what the editor can check itself. What it cannot (a rule across fields,
 * a wording rule per language) the build still checks.
 */
export type CmsWidget = {
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'datetime' | 'image' | 'list' | 'object' | 'relation' | 'texts'
  required?: boolean
  /** a regular expression the value must match, and the message the editor shows when it does not */
  pattern?: [string, string]
  hint?: string
  /** the value is not words: a translation keeps the English one (Decap's i18n `duplicate`) */
  shared?: boolean
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  options?: readonly string[]
  /** a list's item, an object's fields */
  item?: CmsWidget
  fields?: Record<string, CmsWidget>
  /** a relation: the node type linked to by slug */
  linkTo?: string
  /** an image: the folder of data/images/ it belongs in (uploads go there) */
  folder?: string
}

export type Rule = Check & {
  graphql: GraphqlType
  cms: CmsWidget
  /** a value that is not words (an image, a number, a link): a translation keeps the English value */
  shared?: boolean
  /** for a list: the rule of each item (the translation check walks into it) */
  item?: Rule
  /** a tree of texts by name (texts()): a translation has the same names and placeholders */
  texts?: boolean
}
export type Shape = Record<string, Rule>

/** The editor's widget of each field of a shape. */
export const widgetsOf = (shape: Shape): Record<string, CmsWidget> =>
  Object.fromEntries(Object.entries(shape).map(([key, rule]) => [key, rule.cms]))

/** `check` (a new function each time: it is changed) with its GraphQL type and its editor's widget. */
const typed = (
  graphql: GraphqlType,
  cms: CmsWidget,
  check: Check,
  { shared, item, texts }: Pick<Rule, 'shared' | 'item' | 'texts'> = {},
): Rule => Object.assign(check, { graphql, cms: shared ? { ...cms, shared: true } : cms, shared, item, texts })
const SHARED = { shared: true }
const STRING: GraphqlType = { name: 'String', required: true }

const ok: Finding[] = []
const fail = (field: string, message: string): Finding[] => [{ field, message }]
const show = (value: unknown) => JSON.stringify(value)

const isMissing = (value: unknown) => value === undefined || value === null || value === ''

type TextOptions = { min?: number; max?: number; pattern?: RegExp; patternHint?: string }

/** What the editor checks of a text: its pattern, else its length (the build trims it first). */
function textWidget({ min = 1, max, pattern, patternHint }: TextOptions): CmsWidget {
  // A name, a title or a code gets a line; a text that runs to sentences (a description), a box.
  const widget = !pattern && (min >= 20 || (max ?? 0) > 80) ? 'text' : 'string'
  if (pattern && !pattern.flags.includes('i'))
    return { widget, required: true, pattern: [pattern.source, patternHint ?? 'has the wrong format'] }
  if (min <= 1 && max === undefined) return { widget, required: true }
  const length = max === undefined ? `at least ${min} characters` : `${min} to ${max} characters`
  return { widget, required: true, pattern: [`^\\s*[\\s\\S]{${min},${max ?? ''}}\\s*$`, `must be ${length}`] }
}

export const text = ({ min = 1, max, pattern, patternHint }: TextOptions = {}): Rule =>
  typed(STRING, textWidget({ min, max, pattern, patternHint }), (value, field) => {
    if (isMissing(value)) return fail(field, 'is required')
    if (typeof value !== 'string') return fail(field, `must be text, found ${show(value)}`)
    const trimmed = value.trim()
    if (trimmed.length < min) return fail(field, `must be at least ${min} characters (has ${trimmed.length})`)
    if (max !== undefined && trimmed.length > max) return fail(field, `must be at most ${max} characters (has ${trimmed.length})`)
    if (pattern && !pattern.test(value)) return fail(field, `${show(value)} ${patternHint ?? 'has the wrong format'}`)
    return ok
  })

/** Empty is allowed (the thing is then not shown, and the field is nullable); anything else must pass `rule`. */
export const optional = (rule: Rule): Rule =>
  typed(
    { ...rule.graphql, required: false },
    { ...rule.cms, required: false },
    (value, field, ctx) => (isMissing(value) ? ok : rule(value, field, ctx)),
    rule,
  )

/**
 * A value the owner must replace before launch (a fictional phone, a licence number of zeros):
 * checked by `rule` as usual; a sound value `stands` matches is reported as a placeholder, which the
 * build lists as a warning (and refuses on Netlify's production build, src/lib/content/placeholders.ts).
 */
export const ownerReplaces = (rule: Rule, stands: RegExp, what: string): Rule =>
  typed(
    rule.graphql,
    rule.cms,
    (value, field, ctx) => {
      const found = rule(value, field, ctx)
      if (found.length || typeof value !== 'string' || !stands.test(value)) return found
      return [{ field, message: `${show(value)} ${what}`, placeholder: true }]
    },
    rule,
  )

/** The field's description in the schema (what a reader of a query should know about it). */
export const described = (description: string, rule: Rule): Rule =>
  typed({ ...rule.graphql, description }, { ...rule.cms, hint: description }, (value, field, ctx) => rule(value, field, ctx), rule)

/** A value that a translation keeps as in English (a URL, a code): the check says so if it differs. */
export const shared = (rule: Rule): Rule =>
  typed(rule.graphql, rule.cms, (value, field, ctx) => rule(value, field, ctx), { ...SHARED, item: rule.item })

/** Words with a different form in each language (a choice list, a date's pattern); typed as the English rule. */
export const localized = (rules: Record<Locale, Rule>): Rule =>
  // The editor has one widget for every language: a line, and the build checks the language's words.
  typed(rules.en.graphql, { widget: 'string', required: true }, (value, field, ctx) => rules[ctx.locale](value, field, ctx))

export const slug = (): Rule =>
  text({
    pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    patternHint: 'is not a valid slug (lower-case letters, digits and single hyphens, no spaces)',
  })

export const phone = (): Rule =>
  shared(
    text({
      pattern: /^(?:\+1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/,
      patternHint: 'is not a phone number (expected a US number such as (919) 555-0147)',
    }),
  )

export const email = (): Rule => shared(text({ pattern: /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/, patternHint: 'is not an e-mail address' }))

export const url = (): Rule => shared(text({ pattern: /^https:\/\/[^\s/]+\.[^\s]+$/, patternHint: 'is not an absolute https:// address' }))

/** A date written YYYY-MM-DD; a GraphQL Date that queries can format. */
export const date = (): Rule =>
  typed(
    { name: 'Date', required: true, directive: '@dateformat' },
    { widget: 'datetime', required: true },
    text({ pattern: /^\d{4}-\d{2}-\d{2}$/, patternHint: 'is not a date written YYYY-MM-DD' }),
    SHARED,
  )

/** The slug of an entry of the node type `type`; queries get that entry (the check across files says it exists). */
export const link = (type: string): Rule =>
  typed(
    { name: type, required: true, directive: '@link(by: "slug")' },
    { widget: 'relation', required: true, linkTo: type },
    slug(),
    SHARED,
  )

export const oneOf = (choices: readonly string[]): Rule =>
  typed(STRING, { widget: 'select', required: true, options: choices }, (value, field) => {
    if (isMissing(value)) return fail(field, 'is required')
    return typeof value === 'string' && choices.includes(value) ? ok : fail(field, `${show(value)} is not one of ${choices.join(', ')}`)
  })

export const number = ({ min, max, integer = false }: { min?: number; max?: number; integer?: boolean } = {}): Rule =>
  typed(
    { name: integer ? 'Int' : 'Float', required: true },
    { widget: 'number', required: true, value_type: integer ? 'int' : 'float', min, max },
    (value, field) => {
      if (isMissing(value)) return fail(field, 'is required')
      if (typeof value !== 'number' || Number.isNaN(value)) return fail(field, `must be a number, found ${show(value)}`)
      if (integer && !Number.isInteger(value)) return fail(field, `must be a whole number, found ${value}`)
      if (min !== undefined && value < min) return fail(field, `must be at least ${min}, found ${value}`)
      if (max !== undefined && value > max) return fail(field, `must be at most ${max}, found ${value}`)
      return ok
    },
    SHARED,
  )

/** true or false; left out means false. */
export const boolean = (): Rule =>
  typed(
    { name: 'Boolean', required: false },
    { widget: 'boolean', required: false },
    (value, field) => (value === undefined || typeof value === 'boolean' ? ok : fail(field, `must be true or false, found ${show(value)}`)),
    SHARED,
  )

const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i

/**
 * A path to an image, written relative to the content file that names it. In GraphQL a File that
 * gatsby-plugin-image can size, or with `as: 'path'` the path as written (for images the build
 * reads itself, such as the social cards'). `folder`: where in data/images/ such images are kept,
 * and where the editor puts one uploaded there. A translation keeps the English image: an image says
 * nothing in words (words go beside it, as text each language translates).
 */
export const image = ({ as = 'file', folder }: { as?: 'file' | 'path'; folder?: string } = {}): Rule =>
  typed(
    as === 'file' ? { name: 'File', required: true, directive: '@fileByRelativePath' } : STRING,
    { widget: 'image', required: true, folder },
    (value, field, ctx) => {
      const found = text()(value, field, ctx)
      if (found.length) return found
      const file = value as string
      if (!IMAGE_FILE.test(file)) return fail(field, `${show(file)} is not a .jpg, .png, .webp or .avif image`)
      if (!ctx.fileExists(file)) return fail(field, `image file ${show(file)} does not exist`)
      return ok
    },
    SHARED,
  )

export const list = (item: Rule, { min = 1, max }: { min?: number; max?: number } = {}): Rule =>
  // GraphQL puts an item's field extension on the list field: [File!]! @fileByRelativePath.
  typed(
    { name: item.graphql.name, required: true, of: item.graphql, directive: item.graphql.directive },
    { widget: 'list', required: true, item: item.cms, min, max },
    (value, field, ctx) => {
      if (!Array.isArray(value)) return fail(field, isMissing(value) ? 'is required' : 'must be a list')
      if (value.length < min) return fail(field, `must have at least ${min} item${min === 1 ? '' : 's'} (has ${value.length})`)
      if (max !== undefined && value.length > max) return fail(field, `must have at most ${max} items (has ${value.length})`)
      return value.flatMap((entry, i) => item(entry, `${field}[${i}]`, ctx))
    },
    { item },
  )

/** An object of the GraphQL type `type` (declare a shape used in two places once, so the type is too). */
export const object = (type: string, shape: Shape): Rule =>
  typed(
    { name: type, required: true, fields: shape },
    { widget: 'object', required: true, fields: widgetsOf(shape) },
    (value, field, ctx) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail(field, isMissing(value) ? 'is required' : 'must be an object')
      const record = value as Record<string, unknown>
      return Object.entries(shape).flatMap(([key, rule]) => rule(record[key], field ? `${field}.${key}` : key, ctx))
    },
  )

/** Words in a list of paragraphs, for copy-length rules. */
export const wordCount =
  ({ min, max }: { min: number; max: number }): Check =>
  (value, field) => {
    if (!Array.isArray(value)) return ok
    const words = value.join(' ').split(/\s+/).filter(Boolean).length
    return words < min || words > max ? fail(field, `must total ${min}-${max} words (has ${words})`) : ok
  }

/** `rule`, then each further check in turn, stopping at the first that finds a problem; typed as `rule`. */
export const all = (rule: Rule, ...checks: Check[]): Rule =>
  typed(
    rule.graphql,
    rule.cms,
    (value, field, ctx) => {
      for (const check of [rule, ...checks]) {
        const found = check(value, field, ctx)
        if (found.length) return found
      }
      return ok
    },
    rule,
  )

/**
 * The words of the site's interface, by name: an object whose values are texts or further such
 * objects (`{ "nav": { "services": "Services" } }`). In GraphQL one JSON value; components read it
 * typed from the English file (src/hooks/use-ui.ts).
 */
export const texts = (): Rule =>
  typed(
    { name: 'JSON', required: true },
    { widget: 'texts', required: true },
    function check(value, field, ctx): Finding[] {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail(field, isMissing(value) ? 'is required' : 'must be an object of texts')
      return Object.entries(value).flatMap(([key, inner]) => {
        const path = field ? `${field}.${key}` : key
        if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) return check(inner, path, ctx)
        if (isMissing(inner) || (typeof inner === 'string' && !inner.trim())) return fail(path, 'is required')
        return typeof inner === 'string' ? ok : fail(path, `must be text, found ${show(inner)}`)
      })
    },
    { texts: true },
  )
