// CSS once (issue 55): each page is rendered with the rules it uses written into its <head>
// (gatsby-ssr, `data-ssr-styles`); after the build, the rules that many pages share move into one
// stylesheet named by its content (/static/styles-<hash>.css, cached for a year), and a page keeps
// inline only the rules that are its own. The stylesheet's <link> lists the ids of its rules, as the
// inline tags do, so the browser's Emotion cache knows them (src/components/ui/emotion-cache.ts) and
// hydration inserts none of them again. docs/performance.md, "CSS once".
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What gatsby-ssr writes before each class rule's CSS in the page's one <style> of class rules. */
export const RULE_MARK = (id: string) => `/*@${id}*/`
const MARKED = /\/\*@([\w-]+)\*\//g
const STYLE_TAG = /<style data-ssr-styles="([^"]*)">([\s\S]*?)<\/style>/g

/** One rule of a page: Emotion's cache key (`css` for class rules, `css-global` for a global style), its id and CSS. */
export type Rule = { key: string; id: string; css: string }

/** The rules a page's <head> holds, in their order. */
export function rulesOf(html: string): Rule[] {
  const rules: Rule[] = []
  for (const [, attribute, css] of html.matchAll(STYLE_TAG)) {
    const [key = '', ...ids] = attribute!.split(' ')
    if (key.endsWith('-global')) {
      rules.push({ key, id: ids.join(' '), css: css! })
      continue
    }
    const parts = css!.split(MARKED)
    // parts: [before the first mark, id, css, id, css...]
    for (let i = 1; i < parts.length; i += 2) rules.push({ key, id: parts[i]!, css: parts[i + 1] ?? '' })
  }
  return rules
}

const ruleKey = (rule: Rule) => `${rule.key} ${rule.id}`

/** A rule used by at least this many pages goes into the shared stylesheet: a twentieth of the pages, two at least. */
export const sharedFrom = (pages: number) => Math.max(2, Math.ceil(pages / 20))

export type StylePlan = { shared: Set<string>; css: string; name: string; ids: string[] }

/**
 * Which rules are shared, and the stylesheet that holds them: the global styles first, then the class
 * rules, each in the order the pages first use it (Emotion gives each element one class, so a rule's
 * place among the others decides nothing but for global styles, which stay first as they were).
 */
export function planSharedStyles(pages: ReadonlyArray<Rule[]>): StylePlan {
  const count = new Map<string, number>()
  const order: Rule[] = []
  for (const rules of pages)
    for (const rule of rules) {
      const key = ruleKey(rule)
      if (!count.has(key)) order.push(rule)
      count.set(key, (count.get(key) ?? 0) + 1)
    }
  const threshold = sharedFrom(pages.length)
  const chosen = order.filter((rule) => (count.get(ruleKey(rule)) ?? 0) >= threshold)
  const ordered = [...chosen.filter((r) => r.key.endsWith('-global')), ...chosen.filter((r) => !r.key.endsWith('-global'))]
  const css = ordered.map((rule) => rule.css).join('')
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16)
  return {
    shared: new Set(chosen.map(ruleKey)),
    css,
    name: `styles-${hash}.css`,
    ids: ordered.filter((r) => !r.key.endsWith('-global')).map((r) => r.id),
  }
}

/**
 * The page with its style tags replaced: the shared stylesheet's <link> (listing its class rules'
 * ids for the browser's cache), then the page's own rules inline, globals and class rules apart as before.
 */
export function withSharedStyles(html: string, plan: StylePlan, href: string, attribute: string): string {
  const own = rulesOf(html).filter((rule) => !plan.shared.has(ruleKey(rule)))
  const globals = own.filter((r) => r.key.endsWith('-global'))
  const classes = own.filter((r) => !r.key.endsWith('-global'))
  const tags = [
    `<link rel="stylesheet" href="${href}" ${attribute}="css ${plan.ids.join(' ')}">`,
    ...globals.map((r) => `<style ${attribute}="${r.key} ${r.id}">${r.css}</style>`),
    ...(classes.length
      ? [`<style ${attribute}="css ${classes.map((r) => r.id).join(' ')}">${classes.map((r) => r.css).join('')}</style>`]
      : []),
  ]
  let first = true
  // the first style tag's place takes the new tags (the fonts' <style> and the rest of <head> stay where they are)
  return html.replace(STYLE_TAG, () => {
    if (!first) return ''
    first = false
    return tags.join('')
  })
}

/** A page this step has already rewritten: an incremental build keeps the pages it did not render anew. */
const isShared = (html: string) => html.includes('<link rel="stylesheet" href="/static/styles-')

type SavedPlan = { shared: string[]; css: string; name: string; ids: string[] }

/**
 * Every page of `files` rewritten with the shared stylesheet, which is written into `publicDir`/static/,
 * and the plan kept in `planFile` for the next build. A build that rendered every page anew (a cold
 * one, as on CI) plans from all of them; an incremental one leaves the pages it kept as they are and
 * gives those it rendered anew the plan they share (their new rules stay inline until a cold build).
 * Returns the stylesheet's name and size, how many pages were rewritten, and their inline CSS before
 * and after, for the build's log.
 */
export function shareStylesIn(publicDir: string, files: ReadonlyArray<string>, attribute: string, planFile: string) {
  const pages = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }))
  const fresh = pages.filter((page) => !isShared(page.html))
  let plan: StylePlan
  if (fresh.length === pages.length) {
    plan = planSharedStyles(pages.map((page) => rulesOf(page.html)))
    writeFileSync(path.join(publicDir, 'static', plan.name), plan.css)
    mkdirSync(path.dirname(planFile), { recursive: true })
    writeFileSync(planFile, JSON.stringify({ ...plan, shared: [...plan.shared] } satisfies SavedPlan))
  } else {
    if (!existsSync(planFile))
      throw new Error(
        `public/ holds pages an earlier build rewrote, but its plan (${planFile}) is gone: run \`npx gatsby clean\`, then build`,
      )
    const saved = JSON.parse(readFileSync(planFile, 'utf8')) as SavedPlan
    plan = { ...saved, shared: new Set(saved.shared) }
    if (!existsSync(path.join(publicDir, 'static', plan.name))) writeFileSync(path.join(publicDir, 'static', plan.name), plan.css)
  }
  let before = 0
  let after = 0
  for (const page of fresh) {
    const html = withSharedStyles(page.html, plan, `/static/${plan.name}`, attribute)
    before += page.html.length
    after += html.length
    writeFileSync(page.file, html)
  }
  return { name: plan.name, bytes: plan.css.length, pages: fresh.length, before, after }
}
