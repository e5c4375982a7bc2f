// The islands' registry (src/islands/registry.ts) as the browser's build reads it: each part imported
// from src/components is fetched as its island wakes instead of coming with the page, and the
// server's renderer is left out. The registry is the one list; this makes its browser form.
'use strict'

const PART_IMPORT = /^import \{ (\w+) \} from '(\.\.\/components\/[^']+)'\n/gm
const PART = /\bpart: (\w+)\b/g
const RENDERER = /^export \{ renderToString as renderIslandHtml \} from 'react-dom\/server'$/m

/** The registry's source with its parts loaded on wake; throws on a registry not written as expected. */
function lazyParts(source) {
  const parts = new Map()
  let browser = source.replace(PART_IMPORT, (_, name, from) => {
    parts.set(name, from)
    return ''
  })
  const used = new Set()
  browser = browser.replace(PART, (whole, name) => {
    const from = parts.get(name)
    if (!from) throw new Error(`src/islands/registry.ts: the part ${name} is not imported from src/components in one line`)
    used.add(name)
    return `load: () => import('${from}').then((m) => m.${name})`
  })
  const unused = [...parts.keys()].filter((name) => !used.has(name))
  if (unused.length > 0)
    throw new Error(`src/islands/registry.ts imports ${unused.join(', ')} from src/components but no island's part is it`)
  if (!RENDERER.test(browser)) throw new Error("src/islands/registry.ts: its renderer's export (renderIslandHtml) is missing")
  return browser.replace(RENDERER, 'export const renderIslandHtml = null')
}

module.exports = function lazyPartsLoader(source) {
  return lazyParts(source)
}
module.exports.lazyParts = lazyParts
