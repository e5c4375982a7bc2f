// The site's two typefaces, self-hosted: only their Latin files (the site is in English), declared
// in the HTML of every page and preloaded, so text is drawn in its own face from the first paint
// instead of swapping (and shifting) when the CSS finally asks for the files.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
import outfitLatin from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2'

type Face = { family: string; url: string }

/** The families named by the theme's `fonts` tokens (src/theme/system.ts). */
export const FONT_FACES: Face[] = [
  { family: 'Inter Variable', url: interLatin },
  { family: 'Outfit Variable', url: outfitLatin },
]

export const fontFaceCss = (faces: Face[] = FONT_FACES) =>
  faces
    .map(
      ({ family, url }) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format('woff2-variations'),url(${url}) format('woff2')}`,
    )
    .join('')
