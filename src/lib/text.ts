/** Minutes to read `words` words at an unhurried 200 words a minute; never less than one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200))

/**
 * Fills {{name}} placeholders in content (the policies name the business, phone and e-mail, which
 * live only in data/site.json). An unknown placeholder is an error, not a silent gap on the page.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`)
    return value
  })
}

/** Escapes text for use inside HTML produced from markdown. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
