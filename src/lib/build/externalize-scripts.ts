// Gatsby writes a few small scripts inline into every page (the page path, the chunk map, the image
// fade-in). A Content-Security-Policy without 'unsafe-inline' would block them, and hashes would
// change with every build and every page. So after the build each one moves to a file named by its
// content, and the page loads it from there: same place, same order, same module or classic type.
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

/** Scripts that hold data, not code (JSON-LD), stay inline: CSP does not apply to them. */
const isData = (attributes: string) => /type="application\/(ld\+)?json"/.test(attributes)

export type ScriptFile = { name: string; content: string }

export function externalizeInlineScripts(html: string, publicPath = '/static/inline/'): { html: string; files: ScriptFile[] } {
  const files = new Map<string, ScriptFile>()
  const rewritten = html.replace(INLINE_SCRIPT, (whole, rawAttributes: string, content: string) => {
    const attributes = rawAttributes.replace(/\s+/g, ' ').trimEnd()
    if (/\ssrc=/.test(attributes) || isData(attributes) || content.trim() === '') return whole
    const name = `${createHash('sha256').update(content).digest('hex').slice(0, 20)}.js`
    files.set(name, { name, content })
    return `<script${attributes} src="${publicPath}${name}"></script>`
  })
  return { html: deferScripts(rewritten), files: [...files.values()] }
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
