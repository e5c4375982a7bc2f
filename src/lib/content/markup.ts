// Markdown lets an author write raw HTML, and a vendor's "embed snippet" pasted into an article would
// run from the site's own domain, where the Content-Security-Policy cannot tell it from the site's
// scripts. The content check and the editor's pattern refuse such markup, naming its line; the HTML
// made from markdown is also sanitised (src/lib/build/sanitize-markdown.ts), whatever got through.

/** Raw markup in a markdown body that stops the build: what it is, and how to find it on a line. */
export const UNSAFE_MARKUP: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: '<script>', pattern: /<\s*script/i },
  { name: '<iframe>', pattern: /<\s*iframe/i },
  { name: 'an on… event attribute', pattern: /<[^>]*\son[a-z]+\s*=/i },
  { name: 'a javascript: link', pattern: /javascript\s*:/i },
]

export type UnsafeLine = { line: number; what: string }

/** Each line of `text` that holds unsafe markup, numbered from `firstLine`. */
export function unsafeLines(text: string, firstLine = 1): UnsafeLine[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      UNSAFE_MARKUP.filter(({ pattern }) => pattern.test(content)).map(({ name }) => ({ line: firstLine + index, what: name })),
    )
}

/**
 * The same refusal as a pattern for the editor's markdown field, which Decap tests with
 * `RegExp(pattern)`, without flags: the text matches when it holds none of the markup above.
 */
export const SAFE_MARKDOWN_PATTERN = (() => {
  const anyCase = (word: string) => [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('')
  const forbidden = [
    `<\\s*${anyCase('script')}`,
    `<\\s*${anyCase('iframe')}`,
    `<[^>]*\\s${anyCase('on')}[a-zA-Z]+\\s*=`,
    `${anyCase('javascript')}\\s*:`,
  ]
  return `^(?![\\s\\S]*(${forbidden.join('|')}))[\\s\\S]*$`
})()
