// CSS once (issue 55): each page is rendered with the rules it uses written into its <head>
// (gatsby-ssr, `data-ssr-styles`); after the build, the rules that many pages share move into one
// stylesheet named by its content (/static/styles-<hash>.css, cached for a year), the rules a few
// pages share (a page and its other language's) into a sheet for those pages, and a page keeps inline
// only the rules that are its own. The browser's Emotion cache reads the linked sheets' rules
// (src/components/ui/emotion-cache.ts), so hydration inserts none of them again. docs/performance.md, "CSS once".
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What gatsby-ssr writes before each class rule's CSS in the page's one <style> of class rules. */
export const RULE_MARK = (id: string) => `/*@${id}*/`
const MARKED = /\/\*@([\w-]+)\*\//g
const STYLE_TAG = /<style data-ssr-styles="([^"]*)">([\s\S]*?)<\/style>/g

/** One rule of a page: Emotion's cache key (`c` for class rules, `c-global` for a global style), its id and CSS. */
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

/**
 * Rules fewer pages share (mostly a page and its other language's) go into a sheet of their own for
 * exactly those pages once they come to this much CSS; less than this stays inline.
 */
export const GROUP_FROM_BYTES = 1024

export type StyleSheetPlan = { name: string; css: string }

/** The sheets (the one every page links first, then the groups') and which sheet holds each rule the pages share. */
export type StylePlan = { sheets: StyleSheetPlan[]; sheetOf: Map<string, string> }

const isGlobal = (rule: Rule) => rule.key.endsWith('-global')

function sheet(rules: ReadonlyArray<Rule>): StyleSheetPlan {
  const css = rules.map((rule) => rule.css).join('')
  return { name: `styles-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`, css }
}

/**
 * Which rules are shared, and the stylesheets that hold them: the one every page links (global styles
 * first, then the class rules in the order the pages first use them: Emotion gives each element one
 * class, so a class rule's place decides nothing) and one for each set of a few pages sharing enough.
 */
export function planSharedStyles(pages: ReadonlyArray<Rule[]>): StylePlan {
  const users = new Map<string, number[]>()
  const order: Rule[] = []
  pages.forEach((rules, page) => {
    for (const rule of rules) {
      const key = ruleKey(rule)
      const list = users.get(key)
      if (list) list.push(page)
      else {
        users.set(key, [page])
        order.push(rule)
      }
    }
  })
  const threshold = sharedFrom(pages.length)
  const common: Rule[] = []
  // the rules a few pages share, by the pages that share them
  const groups = new Map<string, Rule[]>()
  for (const rule of order) {
    const pagesUsing = users.get(ruleKey(rule))!
    if (pagesUsing.length >= threshold) common.push(rule)
    else if (pagesUsing.length >= 2 && !isGlobal(rule)) {
      const group = pagesUsing.join(' ')
      const rules = groups.get(group)
      if (rules) rules.push(rule)
      else groups.set(group, [rule])
    }
  }
  const sheetOf = new Map<string, string>()
  const sheets: StyleSheetPlan[] = []
  const add = (rules: Rule[]) => {
    const planned = sheet(rules)
    sheets.push(planned)
    for (const rule of rules) sheetOf.set(ruleKey(rule), planned.name)
  }
  add([...common.filter(isGlobal), ...common.filter((rule) => !isGlobal(rule))])
  for (const rules of groups.values()) if (rules.reduce((sum, rule) => sum + rule.css.length, 0) >= GROUP_FROM_BYTES) add(rules)
  return { sheets, sheetOf }
}

/**
 * The page with its style tags replaced: the <link> of each sheet holding its rules (the common one
 * first), then its own rules inline, globals and class rules apart as before. A link carries the
 * attribute with no value (no ids): the browser's Emotion cache reads the sheet's rules for them.
 */
export function withSharedStyles(html: string, plan: StylePlan, attribute: string): string {
  const linked = new Set([plan.sheets[0]!.name])
  const own: Rule[] = []
  for (const rule of rulesOf(html)) {
    const name = plan.sheetOf.get(ruleKey(rule))
    if (name) linked.add(name)
    else own.push(rule)
  }
  const globals = own.filter(isGlobal)
  const classes = own.filter((rule) => !isGlobal(rule))
  const tags = [
    ...[...linked].map((name) => `<link rel="stylesheet" href="/static/${name}" ${attribute}>`),
    ...globals.map((r) => `<style ${attribute}="${r.key} ${r.id}">${r.css}</style>`),
    ...(classes.length
      ? [`<style ${attribute}="${classes[0]!.key} ${classes.map((r) => r.id).join(' ')}">${classes.map((r) => r.css).join('')}</style>`]
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

type SavedPlan = { sheets: StyleSheetPlan[]; sheetOf: [string, string][] }

/**
 * Every page of `files` rewritten with the shared stylesheets, which are written into `publicDir`/static/,
 * and the plan kept in `planFile` for the next build. A build that rendered every page anew (a cold
 * one, as on CI) plans from all of them; an incremental one leaves the pages it kept as they are and
 * gives those it rendered anew the plan they share (their new rules stay inline until a cold build).
 * Returns the common stylesheet's name and size, how many sheets, how many pages were rewritten, and
 * their inline CSS before and after, for the build's log.
 */
export function shareStylesIn(publicDir: string, files: ReadonlyArray<string>, attribute: string, planFile: string) {
  const pages = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }))
  const fresh = pages.filter((page) => !isShared(page.html))
  let plan: StylePlan
  if (fresh.length === pages.length) {
    plan = planSharedStyles(pages.map((page) => rulesOf(page.html)))
    mkdirSync(path.dirname(planFile), { recursive: true })
    writeFileSync(planFile, JSON.stringify({ sheets: plan.sheets, sheetOf: [...plan.sheetOf] } satisfies SavedPlan))
  } else {
    if (!existsSync(planFile))
      throw new Error(
        `public/ holds pages an earlier build rewrote, but its plan (${planFile}) is gone: run \`npx gatsby clean\`, then build`,
      )
    const saved = JSON.parse(readFileSync(planFile, 'utf8')) as SavedPlan
    plan = { sheets: saved.sheets, sheetOf: new Map(saved.sheetOf) }
  }
  for (const planned of plan.sheets) {
    const file = path.join(publicDir, 'static', planned.name)
    if (!existsSync(file)) writeFileSync(file, planned.css)
  }
  let before = 0
  let after = 0
  for (const page of fresh) {
    const html = withSharedStyles(page.html, plan, attribute)
    before += page.html.length
    after += html.length
    writeFileSync(page.file, html)
  }
  const common = plan.sheets[0]!
  return { name: common.name, bytes: common.css.length, sheets: plan.sheets.length, pages: fresh.length, before, after }
}
