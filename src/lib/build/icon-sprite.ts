// The site's icons drawn once, as symbols of one SVG file named by its content: each page's icons are
// a <use> of it (src/components/ui/Icon.tsx), ~100 bytes each instead of ~400 of inline drawing, and
// the drawings are downloaded once and cached.
import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { drawings, type BrandMark } from '../../components/ui/icon-drawings'
import { LOGO_SYMBOL, LogoShapes } from '../../components/layout/Logo'

export type Sprite = { file: string; url: string; svg: string; ids: string[] }

const isBrand = (drawing: object): drawing is BrandMark => 'filled' in drawing

/** A drawing's shapes, without lucide's <svg> and its attributes (<Icon>'s class gives stroke and fill). */
function shapes(drawing: (typeof drawings)[keyof typeof drawings]): string {
  if (isBrand(drawing)) return `<path fill="currentColor" stroke="none" d="${drawing.filled}"/>`
  const markup = renderToStaticMarkup(createElement(drawing))
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1]
  if (inner === undefined) throw new Error(`An icon did not render as one <svg>: ${markup.slice(0, 80)}`)
  return inner
}

export function iconSprite(): Sprite {
  const ids = [...Object.keys(drawings), LOGO_SYMBOL]
  const symbols = Object.entries(drawings).map(([id, drawing]) => `<symbol id="${id}" viewBox="0 0 24 24">${shapes(drawing)}</symbol>`)
  // the brand mark beside the icons, in its own 40-unit box and paint
  symbols.push(`<symbol id="${LOGO_SYMBOL}" viewBox="0 0 40 40">${renderToStaticMarkup(createElement(LogoShapes))}</symbol>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
  // a short name: every icon of every page repeats it (8 hex digits are plenty for one file's versions)
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8)
  const file = `i-${hash}.svg`
  return { file, url: `/static/${file}`, svg, ids }
}

/** The icons a page points at that the sprite lacks (an icon named in the HTML but not drawn). */
export function missingIcons(html: string, sprite: Sprite): string[] {
  const used = [...html.matchAll(/<use href="([^"#]*)#([^"]+)"/g)].map(([, url = '', id = '']) => ({ url, id }))
  const wrong = used.filter(({ url, id }) => url !== sprite.url || !sprite.ids.includes(id))
  return [...new Set(wrong.map(({ url, id }) => `${url}#${id}`))]
}
