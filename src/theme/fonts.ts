// The site's typeface, self-hosted: only its Latin file, cut to the site's characters, declared in
// the HTML of every page and preloaded, so text is drawn in its own face from the first
// paint instead of swapping (and shifting) when the CSS finally asks for the file.
import type { FaceDeclaration } from '../lib/build/font-subsets'

/**
 * The pages' faces: the files cut at build (plugins/fonts defines them in every bundle; a function,
 * as the editor's bundle, which has no such definition, imports this file too). The family is the
 * one the theme's `fonts` tokens name (src/theme/system.ts).
 */
export const pageFontFaces = (): FaceDeclaration[] => __FONT_FACES__

export const fontFaceCss = (faces: FaceDeclaration[]) =>
  faces
    .map(
      ({ family, url, weight }) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2-variations'),url(${url}) format('woff2')}`,
    )
    .join('')
