// Gatsby writes a few small scripts inline into every page (the page path, the chunk map, the
// compilation hash). A Content-Security-Policy without 'unsafe-inline' would block them, and hashes
// would change with every build and every page. So after the build each one moves to a file named by
// its content, and the page loads it from there: same place, same order. Only those: a script that
// anything else put in a page (markup an editor pasted past the content check and the sanitiser)
// stays inline, where the policy blocks it, and is reported.
import { BUNDLE_STARTER, PAGE_SCRIPT } from '../page-script'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

/** Scripts that hold data, not code (JSON-LD), stay inline: CSP does not apply to them. */
const isData = (attributes: string) => /type="application\/(ld\+)?json"/.test(attributes)

const CDATA = (body: string) => new RegExp(`^\\s*(?:/\\*<!\\[CDATA\\[\\*/)?${body}(?:/\\*\\]\\]>\\*/)?\\s*$`)
/** A JavaScript string literal, escapes and all: nothing in it can end the statement. */
const STRING = '"(?:[^"\\\\\\n]|\\\\.)*"'

/**
 * The inline scripts Gatsby 5 writes (its html.js, the script loader and the webpack runtime's
 * hash): each an assignment of one string to one global, known by its id where Gatsby gives one.
 */
const GATSBY_SCRIPTS: ReadonlyArray<{ id: string | null; content: RegExp }> = [
  { id: 'gatsby-script-loader', content: CDATA(`window\\.pagePath=${STRING};`) },
  { id: 'gatsby-chunk-mapping', content: CDATA(`window\\.___chunkMapping=${STRING};`) },
  { id: null, content: CDATA(`window\\.___webpackCompilationHash=${STRING};`) },
]

const idOf = (attributes: string) => /\sid="([^"]*)"/.exec(attributes)?.[1] ?? null

/** Whether an inline script is one Gatsby wrote: its id (or none) and the exact shape of its code. */
export const isGatsbyScript = (attributes: string, content: string) =>
  GATSBY_SCRIPTS.some(({ id, content: shape }) => idOf(attributes) === id && shape.test(content))

export type ScriptFile = { name: string; content: string }

/** A script as a file named by its content, so it can be cached for good. */
const scriptFile = (content: string): ScriptFile => ({
  name: `${createHash('sha256').update(content).digest('hex').slice(0, 20)}.js`,
  content,
})

export type Externalized = {
  html: string
  files: ScriptFile[]
  /** inline scripts Gatsby did not write, left where they are (the policy blocks them) */
  foreign: string[]
}

/** Marks the page's first script, so a rebuild replaces it instead of adding another. */
const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script'

/**
 * The page scripts earlier builds left in a page's <head>: marked, or written before the mark (the
 * only scripts of ours in <head>; Gatsby's moved scripts stay in <body>).
 */
const earlierPageScripts = (publicPath: string) =>
  new RegExp(
    `<script src="${publicPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9a-f]{20}\\.js"(?: ${PAGE_SCRIPT_ATTRIBUTE})? defer></script>`,
    'g',
  )

export function externalizeInlineScripts(html: string, publicPath = '/static/inline/'): Externalized {
  const files = new Map<string, ScriptFile>()
  const foreign: string[] = []
  const rewritten = html.replace(INLINE_SCRIPT, (whole, rawAttributes: string, content: string) => {
    const attributes = rawAttributes.replace(/\s+/g, ' ').trimEnd()
    if (/\ssrc=/.test(attributes) || isData(attributes) || content.trim() === '') return whole
    if (!isGatsbyScript(attributes, content)) {
      foreign.push(whole)
      return whole
    }
    const file = scriptFile(content)
    files.set(file.name, file)
    return `<script${attributes} src="${publicPath}${file.name}"></script>`
  })
  const starter = scriptFile(BUNDLE_STARTER)
  const { html: started, moved } = replaceBundlesWithStarter(deferScripts(rewritten), publicPath + starter.name)
  if (moved === 0) return { html: started, files: [...files.values()], foreign }
  files.set(starter.name, starter)
  // a page with the site's bundles has its controls: what they need of a script before anything else runs
  const commands = scriptFile(PAGE_SCRIPT)
  files.set(commands.name, commands)
  // A rebuild on a warm cache (Netlify keeps .cache and public/) stitches Gatsby's scripts into the
  // page as written before, page script and all: the page keeps one, this build's.
  const headEnd = started.indexOf('</head>')
  if (headEnd < 0) return { html: started, files: [...files.values()], foreign }
  const tag = `<script src="${publicPath}${commands.name}" ${PAGE_SCRIPT_ATTRIBUTE} defer></script>`
  const withCommands = started.slice(0, headEnd).replace(earlierPageScripts(publicPath), '') + tag + started.slice(headEnd)
  return { html: withCommands, files: [...files.values()], foreign }
}

const SCRIPT_WITH_SRC = /<script\b([^>]*\ssrc="[^"]*"[^>]*)><\/script>/g

/**
 * Inline, those small scripts ran where the parser met them; as files, plain `<script src>` would
 * stop the parser until each arrived (Lighthouse: render-blocking). So every classic script with a
 * `src` is deferred, Gatsby's `async` bundles included: deferred scripts run in document order once
 * the page is parsed, so the page path and chunk map are still set before the app starts (with
 * `async` the app could now overtake them). Module scripts are deferred already.
 */
export function deferScripts(html: string): string {
  return html.replace(SCRIPT_WITH_SRC, (whole, attributes: string) => {
    if (/\stype="module"/.test(attributes) || /\sdefer\b/.test(attributes)) return whole
    return `<script${attributes.replace(/\sasync\b(="[^"]*")?/, '')} defer></script>`
  })
}

const DEFERRED_BUNDLE = /<script src="(\/(?!static\/inline\/)[^"]+\.js)" defer><\/script>/g

/**
 * Gatsby's bundles (webpack runtime, framework, app: 90 KB) are not in the HTML: one starter script
 * stands in their place and adds them when the page needs them (src/lib/page-script/start-bundles.ts),
 * never before the first screen is painted. The page does not wait for code it may never need: the
 * server HTML is complete, its links work and its forms post without it. The small page-data
 * scripts stay deferred and still run first; the bundles run in their document order, as before.
 * Done on the built HTML because Gatsby 5 writes these tags into its `_gatsby-scripts` slice, which
 * no render-time API (onPreRenderHTML) sees (docs/performance.md, record 5).
 */
export function replaceBundlesWithStarter(html: string, starterSrc: string): { html: string; moved: number } {
  const bundles = [...html.matchAll(DEFERRED_BUNDLE)].map((match) => match[1]!)
  if (bundles.length === 0) return { html, moved: 0 }
  let first = true
  const rewritten = html.replace(DEFERRED_BUNDLE, () => {
    if (!first) return ''
    first = false
    return `<script src="${starterSrc}" data-scripts="${bundles.join(' ')}" defer></script>`
  })
  return { html: rewritten, moved: bundles.length }
}

/** The pages Gatsby wrote: not the editor's (/admin/), whose one script must start at once and whose styles are its own. */
export const htmlFiles = (dir: string, top = true): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return top && entry.name === 'admin' ? [] : htmlFiles(full, false)
    return entry.name.endsWith('.html') ? [full] : []
  })

/**
 * Every page of the build in `publicDir` with Gatsby's inline scripts moved to static/inline/.
 * Returns how many files were written and, for the build's log, each script left inline.
 */
export function externalizeScriptsIn(publicDir: string) {
  const outDir = path.join(publicDir, 'static', 'inline')
  mkdirSync(outDir, { recursive: true })
  let moved = 0
  const foreign: string[] = []
  for (const file of htmlFiles(publicDir)) {
    const result = externalizeInlineScripts(readFileSync(file, 'utf8'))
    for (const script of result.files) writeFileSync(path.join(outDir, script.name), script.content)
    writeFileSync(file, result.html)
    moved += result.files.length
    foreign.push(...result.foreign.map((script) => `${path.relative(publicDir, file)}: ${script.slice(0, 80)}`))
  }
  return { moved, foreign }
}
