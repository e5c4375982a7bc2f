// The HTML made from an editor's markdown (articles, policies), cleaned before any page shows it:
// the content check refuses the dangerous markup it can see (src/lib/content/markup.ts); this keeps
// whatever got past it from running on the site.
import sanitizeHtml from 'sanitize-html'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/**
 * What an article or a policy may hold: text structure, links, emphasis, tables and images. Nothing
 * that runs or takes over the page (no script, iframe, object, embed, form, style, event attributes),
 * and links and images only to web, mail and phone addresses (no javascript: or data: URLs).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'del',
    's',
    'sup',
    'sub',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['id']])),
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // script, style and textarea lose their contents too; other refused tags keep their text
  disallowedTagsMode: 'discard',
}

/** The HTML made from an editor's markdown, with only what OPTIONS allows. */
export const sanitizeMarkdownHtml = (html: string) => sanitizeHtml(html, OPTIONS)
