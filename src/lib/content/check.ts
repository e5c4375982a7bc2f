// Checks the loaded content of data/ against the rules in ./schema and across files
// (a related service that does not exist, two towns with one slug, no featured project...).
// Pure: the caller loads the files, so tests can feed it broken fixtures.
import { contentName, DEFAULT_LOCALE, fileLocale, LOCALES, localeFile, type Locale } from '../i18n/locales'
import type { Rule, RuleContext, Shape } from './rules'
import { unsafeLines } from './markup'
import { wordingFindings } from './wording'
import { contentFiles, type ContentFile, type ListFile, type MarkdownFolder } from './schema'

/** A markdown file: its front matter, and its text (the body) with the line of the file it starts on. */
export type MarkdownFile = { file: string; frontmatter: Record<string, unknown>; body: string; bodyLine: number }

export type Problem = { file: string; entry: string; field: string; message: string; placeholder?: true }

/** One loaded content file: JSON data, or the front matter of each markdown file in a folder. */
export type LoadedContent = {
  json: Record<string, unknown>
  markdown: Record<string, MarkdownFile[]>
  /** whether `relativePath`, written in content file `fromFile` (relative to data/), exists */
  fileExists: (fromFile: string, relativePath: string) => boolean
  /** files that could not be read or parsed, with the reason */
  unreadable?: Array<{ file: string; message: string }>
}

export const formatProblem = ({ file, entry, field, message }: Problem): string => `data/${file} › ${entry} › ${field}: ${message}`

const entryName = (key: string, value: unknown, index: number, file: string) => {
  const base = fileName(contentName(file)).replace(/\.json$/, '')
  const name = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return typeof name === 'string' && name ? `${base}[${index}] "${name}"` : `${base}[${index}]`
}

/** A file's name without its folder, for messages that already name the folder: towns.en.json */
const fileName = (file: string) => file.replace(/^.*\//, '')

/** The English file of a content name: services/services.json -> services/services.en.json. */
const englishOf = (name: string) => localeFile(contentName(name), DEFAULT_LOCALE)

const contextFor = (content: LoadedContent, file: string): RuleContext => ({
  fileExists: (path) => content.fileExists(file, path),
  locale: fileLocale(file) ?? DEFAULT_LOCALE,
})

/** One content file's problems, in each language: the English file and each translation beside it. */
function checkFile(spec: ContentFile, content: LoadedContent): Problem[] {
  if (spec.kind === 'markdown') return checkFolder(spec, content)
  return LOCALES.flatMap((locale) => [
    ...checkJson({ ...spec, file: localeFile(spec.file, locale) }, content),
    ...(locale === DEFAULT_LOCALE ? [] : checkTranslation(spec, locale, content)),
    ...checkWording(spec, locale, content),
  ])
}

/** The words of a value of `shape`, by field (what a translation translates: not images, numbers, links). */
function wordsOf(shape: Shape, value: unknown, prefix = ''): Array<{ field: string; text: string }> {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  return Object.entries(shape).flatMap(([name, rule]) => wordsIn(rule, record[name], prefix ? `${prefix}.${name}` : name))
}

function wordsIn(rule: Rule, value: unknown, field: string): Array<{ field: string; text: string }> {
  if (rule.shared) return []
  if (typeof value === 'string') return [{ field, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => (rule.item ? wordsIn(rule.item, item, `${field}[${i}]`) : []))
  if (rule.texts && value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => wordsIn(rule, inner, `${field}.${key}`))
  return rule.graphql.fields ? wordsOf(rule.graphql.fields, value, field) : []
}

/** The wording rules of the file's language (./wording.ts), on each of its texts. */
function checkWording(spec: Exclude<ContentFile, MarkdownFolder>, locale: Locale, content: LoadedContent): Problem[] {
  const file = localeFile(spec.file, locale)
  const data = content.json[file]
  const entries =
    spec.kind === 'single'
      ? [{ entry: fileName(contentName(file)).replace(/\.json$/, ''), value: data }]
      : (Array.isArray(data) ? data : []).map((value, index) => ({ entry: entryName(spec.key, value, index, file), value }))
  return entries.flatMap(({ entry, value }) =>
    wordsOf(spec.shape, value).flatMap(({ field, text }) =>
      wordingFindings(text, locale).map((message) => ({ file, entry, field, message })),
    ),
  )
}

function checkFolder(spec: MarkdownFolder, content: LoadedContent): Problem[] {
  {
    const files = content.markdown[spec.folder] ?? []
    if (files.length === 0) return [{ file: `${spec.folder}/`, entry: '(folder)', field: '(files)', message: 'has no markdown files' }]
    const problems = files.flatMap(({ file, frontmatter }) =>
      Object.entries(spec.shape).flatMap(([field, rule]) =>
        rule(frontmatter[field], field, contextFor(content, file)).map((f) => ({
          file,
          entry: 'front matter',
          ...f,
        })),
      ),
    )
    // Raw markup that could run code, in either language's text: the line an editor must change.
    const unsafe = files.flatMap(({ file, body, bodyLine }) =>
      unsafeLines(body, bodyLine).map(({ line, what }) => ({
        file,
        entry: `line ${line}`,
        field: 'text',
        message: `holds ${what}: code in the text could run on the site, so it is not allowed (remove it; for a video or a map, ask a developer)`,
      })),
    )
    const wording = files.flatMap(({ file, frontmatter, body, bodyLine }) => {
      const locale = fileLocale(file) ?? DEFAULT_LOCALE
      return [
        ...wordsOf(spec.shape, frontmatter).flatMap(({ field, text }) =>
          wordingFindings(text, locale).map((message) => ({ file, entry: 'front matter', field, message })),
        ),
        ...body
          .split('\n')
          .flatMap((line, i) =>
            wordingFindings(line, locale).map((message) => ({ file, entry: `line ${bodyLine + i}`, field: 'text', message })),
          ),
      ]
    })
    const byFile = new Map(files.map((f) => [f.file, f.frontmatter]))
    const translations = files.flatMap(({ file, frontmatter }) => {
      const locale = fileLocale(file)
      if (!locale) return [] // unnamedLanguage says so
      if (locale === DEFAULT_LOCALE) {
        if (spec.translationOptional) return []
        return LOCALES.filter((l) => l !== DEFAULT_LOCALE && !byFile.has(localeFile(contentName(file), l))).map((l) => ({
          file: localeFile(contentName(file), l),
          entry: '(file)',
          field: '(file)',
          message: `is missing: every page in ${file} needs its translation (${l})`,
        }))
      }
      const english = byFile.get(englishOf(file))
      if (!english)
        return [{ file, entry: 'front matter', field: '(file)', message: `is a translation of ${englishOf(file)}, which does not exist` }]
      const { slug: _ownSlug, ...shape } = spec.shape
      return sameAsEnglish(shape, english, frontmatter).map((f) => ({ file, entry: 'front matter', ...f }))
    })
    return [
      ...problems,
      ...unsafe,
      ...wording,
      ...translations,
      ...LOCALES.flatMap((locale) =>
        duplicates(
          files.filter((f) => fileLocale(f.file) === locale).map((f) => ({ file: f.file, value: f.frontmatter.slug })),
          'slug',
        ),
      ),
    ]
  }
}

function checkJson(spec: Exclude<ContentFile, MarkdownFolder>, content: LoadedContent): Problem[] {
  const data = content.json[spec.file]
  if (content.unreadable?.some((u) => u.file === spec.file)) return []
  if (data === undefined) return [{ file: spec.file, entry: '(file)', field: '(file)', message: 'is missing' }]
  const ctx = contextFor(content, spec.file)

  if (spec.kind === 'single') {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      return [{ file: spec.file, entry: '(file)', field: '(file)', message: 'must hold one JSON object' }]
    const record = data as Record<string, unknown>
    const entry = fileName(contentName(spec.file)).replace(/\.json$/, '')
    return Object.entries(spec.shape).flatMap(([field, rule]) =>
      rule(record[field], field, ctx).map((f) => ({ file: spec.file, entry, ...f })),
    )
  }

  if (!Array.isArray(data)) return [{ file: spec.file, entry: '(file)', field: '(file)', message: 'must hold a JSON list' }]
  const problems: Problem[] = []
  if (data.length < (spec.min ?? 1))
    problems.push({ file: spec.file, entry: '(file)', field: '(list)', message: `must have at least ${spec.min ?? 1} entries` })
  data.forEach((item, index) => {
    const entry = entryName(spec.key, item, index, spec.file)
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ file: spec.file, entry, field: '(entry)', message: 'must be a JSON object' })
      return
    }
    const record = item as Record<string, unknown>
    for (const [field, rule] of Object.entries(spec.shape))
      for (const f of rule(record[field], field, ctx)) problems.push({ file: spec.file, entry, ...f })
  })
  problems.push(
    ...duplicates(
      data.map((item, index) => ({
        file: spec.file,
        entry: entryName(spec.key, item, index, spec.file),
        value: (item as Record<string, unknown> | null)?.[spec.key],
      })),
      spec.key,
    ),
  )
  return problems
}

/**
 * A translation says the same thing in other words: its entries are the English ones (a list is
 * paired by its key), and what is not words (images, numbers, links) is the English value.
 */
function checkTranslation(spec: Exclude<ContentFile, MarkdownFolder>, locale: Locale, content: LoadedContent): Problem[] {
  const file = localeFile(spec.file, locale)
  const english = content.json[englishOf(spec.file)]
  const translated = content.json[file]
  if (translated === undefined || english === undefined) return []
  if (spec.kind === 'single') {
    const entry = fileName(contentName(file)).replace(/\.json$/, '')
    return sameAsEnglish(spec.shape, english, translated).map((f) => ({ file, entry, ...f }))
  }
  if (!Array.isArray(english) || !Array.isArray(translated)) return []
  return pairEntries(spec, english, translated, file)
}

function pairEntries(spec: ListFile, english: unknown[], translated: unknown[], file: string): Problem[] {
  const keyOf = (item: unknown) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[spec.key] : undefined)
  // A list whose key is words (an FAQ's question) pairs its entries by their place in the list.
  const twinOf = (item: unknown, index: number) =>
    spec.translatedKey ? translated[index] : translated.find((t) => keyOf(t) === keyOf(item))
  const problems: Problem[] = []
  english.forEach((item, index) => {
    const twin = twinOf(item, index)
    if (twin === undefined)
      problems.push({
        file,
        entry: entryName(spec.key, item, index, englishOf(file)),
        field: '(entry)',
        message: `is missing: ${fileName(englishOf(file))} has this entry, ${fileName(file)} has no translation of it`,
      })
    else
      problems.push(
        ...sameAsEnglish(spec.shape, item, twin).map((f) => ({
          file,
          entry: entryName(spec.key, twin, translated.indexOf(twin), file),
          ...f,
        })),
      )
  })
  const paired = new Set(english.map(twinOf))
  translated.forEach((item, index) => {
    if (!paired.has(item))
      problems.push({
        file,
        entry: entryName(spec.key, item, index, file),
        field: spec.key,
        message: spec.translatedKey
          ? `is one entry more than ${fileName(englishOf(file))} has`
          : `${JSON.stringify(keyOf(item))} is not the ${spec.key} of any entry in ${fileName(englishOf(file))}`,
      })
  })
  return problems
}

/** The fields of `shape` that a translation keeps from the English, compared (lists item by item). */
function sameAsEnglish(shape: Shape, english: unknown, translated: unknown, prefix = ''): Array<{ field: string; message: string }> {
  const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
  const en = record(english)
  const tr = record(translated)
  return Object.entries(shape).flatMap(([name, rule]) => compareValue(rule, en[name], tr[name], prefix ? `${prefix}.${name}` : name))
}

function compareValue(rule: Rule, english: unknown, translated: unknown, field: string): Array<{ field: string; message: string }> {
  if (rule.shared)
    return JSON.stringify(english) === JSON.stringify(translated)
      ? []
      : [
          {
            field,
            message: `must be as in English (${JSON.stringify(english)}), found ${JSON.stringify(translated)}: only words are translated`,
          },
        ]
  if (rule.texts) return sameTexts(english, translated, field)
  if (rule.item && Array.isArray(english) && Array.isArray(translated)) {
    if (english.length !== translated.length)
      return [{ field, message: `must have as many items as in English (${english.length}, has ${translated.length})` }]
    const item = rule.item
    return english.flatMap((value, i) => compareValue(item, value, translated[i], `${field}[${i}]`))
  }
  if (rule.graphql.fields) return sameAsEnglish(rule.graphql.fields, english, translated, field)
  return []
}

const PLACEHOLDERS = /\{\{\s*\w+\s*\}\}/g
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDERS)].map((m) => m[0].replace(/\s/g, '')).sort()

/** Texts by name: every English name translated, with the same {{placeholders}}, and no name the English lacks. */
function sameTexts(english: unknown, translated: unknown, field: string): Array<{ field: string; message: string }> {
  const asTree = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
  const en = asTree(english)
  const tr = asTree(translated)
  const problems: Array<{ field: string; message: string }> = []
  for (const [key, value] of Object.entries(en)) {
    const path = field ? `${field}.${key}` : key
    if (!(key in tr)) problems.push({ field: path, message: 'is missing: the English file has it' })
    else if (typeof value === 'object') problems.push(...sameTexts(value, tr[key], path))
    else if (typeof value === 'string' && typeof tr[key] === 'string' && placeholders(value).join() !== placeholders(tr[key]).join())
      problems.push({ field: path, message: `must keep the English placeholders (${placeholders(value).join(', ') || 'none'})` })
  }
  for (const key of Object.keys(tr))
    if (!(key in en)) problems.push({ field: field ? `${field}.${key}` : key, message: 'is not a text the English file has' })
  return problems
}

function duplicates(values: Array<{ file: string; entry?: string; value: unknown }>, field: string): Problem[] {
  const seen = new Map<unknown, string>()
  const problems: Problem[] = []
  for (const { file, entry, value } of values) {
    if (typeof value !== 'string' || !value) continue
    const first = seen.get(value)
    if (first)
      problems.push({ file, entry: entry ?? 'front matter', field, message: `duplicate ${field} "${value}" (also used by ${first})` })
    else seen.set(value, entry ?? file)
  }
  return problems
}

const asList = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []

/** Links between files: every service a page points at must exist; one featured project must carry its specs. */
function crossChecks(content: LoadedContent): Problem[] {
  const problems: Problem[] = []
  // The English files the checks read (a translation keeps their ids and slugs: checkTranslation).
  const servicesFile = englishOf('services/services.json')
  const overviewFile = englishOf('services-overview/services-overview.json')
  const projectsFile = englishOf('projects/projects.json')
  const pricingFile = englishOf('pricing/pricing.json')
  const townsFile = englishOf('towns/towns.json')
  const serviceSlugs = new Set(asList(content.json[servicesFile]).map((s) => s.slug))
  asList(content.json[servicesFile]).forEach((service, index) => {
    const entry = entryName('slug', service, index, 'services.json')
    const related: unknown[] = Array.isArray(service.related) ? service.related : []
    related.forEach((slug, i) => {
      if (typeof slug === 'string' && !serviceSlugs.has(slug))
        problems.push({
          file: servicesFile,
          entry,
          field: `related[${i}]`,
          message: `no service has the slug "${slug}"`,
        })
    })
  })
  const overview = content.json[overviewFile] as Record<string, unknown> | undefined
  for (const group of ['residential', 'commercial'] as const)
    asList(overview?.[group]).forEach((card, i) => {
      if (typeof card.service === 'string' && !serviceSlugs.has(card.service))
        problems.push({
          file: overviewFile,
          entry: 'services-overview',
          field: `${group}[${i}].service`,
          message: `no service has the slug "${card.service}"`,
        })
    })
  const projects = asList(content.json[projectsFile])
  const featured = projects.filter((p) => p.featured === true)
  if (projects.length && featured.length !== 1)
    problems.push({
      file: projectsFile,
      entry: '(file)',
      field: 'featured',
      message: `exactly one project must be featured (found ${featured.length})`,
    })
  for (const project of featured)
    for (const field of ['specs', 'prompt'])
      if (!project[field])
        problems.push({
          file: projectsFile,
          entry: entryName('id', project, projects.indexOf(project), 'projects.json'),
          field,
          message: 'is required on the featured project',
        })
  const pricing = content.json[pricingFile] as Record<string, unknown> | undefined
  if (typeof pricing?.service === 'string' && !serviceSlugs.has(pricing.service))
    problems.push({
      file: pricingFile,
      entry: 'pricing',
      field: 'service',
      message: `no service has the slug "${pricing.service}"`,
    })
  const defaults = (pricing?.defaults ?? {}) as Record<string, unknown>
  for (const [field, options] of [
    ['material', 'materials'],
    ['pitch', 'pitches'],
    ['stories', 'stories'],
  ] as const) {
    const ids = asList(pricing?.[options]).map((o) => o.id)
    if (pricing && defaults[field] !== undefined && !ids.includes(defaults[field]))
      problems.push({
        file: pricingFile,
        entry: 'pricing',
        field: `defaults.${field}`,
        message: `"${String(defaults[field])}" is not one of the ${options}`,
      })
  }
  const townSlugs = new Set(asList(content.json[townsFile]).map((t) => t.slug))
  const priced = new Set(asList(pricing?.typicalHomes).map((h) => h.town))
  for (const slug of townSlugs)
    if (pricing && !priced.has(slug))
      problems.push({
        file: pricingFile,
        entry: 'pricing',
        field: 'typicalHomes',
        message: `has no typical home for the town "${String(slug)}"`,
      })
  return problems
}

/** Every content file names its language (services.en.json), which the editor and the pages go by. */
function unnamedLanguage(content: LoadedContent): Problem[] {
  const files = [...Object.keys(content.json), ...Object.values(content.markdown).flatMap((folder) => folder.map((f) => f.file))]
  return files
    .filter((file) => !fileLocale(file))
    .map((file) => ({
      file,
      entry: '(file)',
      field: '(name)',
      message: `does not say its language: name it ${LOCALES.map((l) => localeFile(file, l)).join(' or ')}`,
    }))
}

function review(content: LoadedContent): Problem[] {
  const unreadable = (content.unreadable ?? []).map(({ file, message }) => ({ file, entry: '(file)', field: '(syntax)', message }))
  return [...unreadable, ...unnamedLanguage(content), ...contentFiles.flatMap((spec) => checkFile(spec, content)), ...crossChecks(content)]
}

/** What is wrong with the content: each problem stops the build. */
export const checkContent = (content: LoadedContent): Problem[] => review(content).filter((p) => !p.placeholder)

/** The stand-in values the owner must replace (schema.ts, `ownerReplaces`): listed by the build, refused in production. */
export const findPlaceholders = (content: LoadedContent): Problem[] => review(content).filter((p) => p.placeholder)
