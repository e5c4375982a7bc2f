/**
 * Chakra writes each design token once, as a CSS variable on the root (`--chakra-colors-navy-900:
 * #0F1E33`), and every rule refers to it: `color: var(--chakra-colors-navy-900)`. The browser
 * resolves each var() again for every element the rule styles, at every style pass; on the long
 * landing pages that was a third of the first style pass (issue 8). The server's style sheets get
 * the value itself wherever that cannot change the result:
 * - the variable is a token, defined in the root block (`root`) and nowhere else on the page, and
 *   not one a component sets on its own elements (the colour palette: `colorPalette="red"`);
 * - the var() has no fallback and stands apart from its neighbours, so the value's text cannot run
 *   into the text around it (`var(--a)var(--b)`, `-var(--a)` stay as they are).
 * The root block itself stays: styles added in the browser later (a dialog, a toast) still use the
 * variables.
 */

/** Variables Chakra components set per element, for whatever palette the element names. */
const SET_PER_ELEMENT = /^--chakra-colors-color-palette-/

const VAR = /var\((--[\w-]+)\)/g
const BEFORE_OK = /[\s:(,/*+]/
const AFTER_OK = /[\s),;}!/*+]/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The declarations of every `root { ... }` rule in the sheets (token blocks have no nested rules). */
function rootDefinitions(sheets: string[], root: string): Map<string, string> {
  const block = new RegExp(`${escapeRegExp(root)}\\s*\\{([^{}]*)\\}`, 'g')
  const definitions = new Map<string, string>()
  for (const sheet of sheets) {
    for (const [, body = ''] of sheet.matchAll(block)) {
      for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:([^;]*)/g)) definitions.set(name, value.trim())
    }
  }
  return definitions
}

/** How many times each custom property is declared in the sheets, root blocks included. */
function declarationCounts(sheets: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const sheet of sheets) {
    for (const [, name = ''] of sheet.matchAll(/[{;\s](--[\w-]+)\s*:/g)) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}

/** Replaces var(--token) by its value, through tokens defined by other tokens, as far as allowed. */
function substitute(css: string, inlinable: Map<string, string>, depth = 0): string {
  if (depth > 8) return css
  return css.replace(VAR, (whole: string, name: string, offset: number, text: string) => {
    const value = inlinable.get(name)
    if (value === undefined) return whole
    const before = text[offset - 1]
    const after = text[offset + whole.length]
    if ((before !== undefined && !BEFORE_OK.test(before)) || (after !== undefined && !AFTER_OK.test(after))) return whole
    return substitute(value, inlinable, depth + 1)
  })
}

/**
 * The page's style sheets, in order, with token variables inlined (see above). `root` is the
 * selector of Chakra's token block (`cssVarsRoot` in the theme).
 */
export function inlineTokenVars(sheets: string[], root: string): string[] {
  const definitions = rootDefinitions(sheets, root)
  const counts = declarationCounts(sheets)
  const inlinable = new Map([...definitions].filter(([name]) => counts.get(name) === 1 && !SET_PER_ELEMENT.test(name)))
  if (inlinable.size === 0) return sheets
  const block = new RegExp(`(${escapeRegExp(root)}\\s*\\{[^{}]*\\})`)
  // The root blocks keep their text; everything between them gets the values.
  return sheets.map((sheet) =>
    sheet
      .split(block)
      .map((part, index) => (index % 2 === 1 ? part : substitute(part, inlinable)))
      .join(''),
  )
}
