import type { StylisPlugin } from '@emotion/cache'

/**
 * Properties that a browser of the site's `browserslist` (Chrome and Edge 92, Safari and iOS 15,
 * Firefox 90, Samsung Internet 16) still reads only with the `-webkit-` prefix: `user-select` and
 * `box-decoration-break` in Safari, `backdrop-filter` before Safari 18, `appearance` before Safari
 * 15.4, the `text-decoration` shorthand with a colour or style in Safari, `hyphens` before Safari 17,
 * `background-clip: text` and the `mask` properties before Chrome 120, `print-color-adjust` in Chrome.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'box-decoration-break',
  'backdrop-filter',
  'appearance',
  'text-decoration',
  'hyphens',
  'background-clip',
  'print-color-adjust',
])

const SIZE = /^(min-|max-)?(width|height|inline-size|block-size)$/

/**
 * Emotion's vendor prefixer for the site's browsers. Emotion's default (stylis's `prefixer`) writes
 * prefixes for browsers of ten years ago: `-webkit-box-align`, `-ms-flex-align` and
 * `-webkit-align-items` before every `align-items`, `-moz-` and `-ms-` copies of `transform` and
 * `translate`, three copies of every `::placeholder` rule and a `@-webkit-keyframes` copy of every
 * animation: 22 KB of each landing page's 120 KB of CSS, which every visitor's browser parses and
 * applies before the first paint (issue 8). This one adds only the prefixes the browsers above need
 * (a unit test lists them), and `-moz-fit-content` for Firefox before 94.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.length < 0 || element.return) return
  const property = element.props as string
  if (WEBKIT_ONLY.has(property) || property.startsWith('mask')) {
    element.return = `-webkit-${element.value}${element.value}`
  } else if (SIZE.test(property)) {
    const value = element.children as string
    if (value === 'fit-content') element.return = `${property}:-moz-fit-content;${element.value}`
    else if (value === 'stretch') element.return = `${property}:-webkit-fill-available;${property}:-moz-available;${element.value}`
  }
}
