// After the build, the CSS rules many pages share move from each page's <head> into one stylesheet
// named by its content, and those a few pages share into a sheet for them
// (src/lib/build/shared-styles.ts says which and how): a page's HTML carries only what is its own,
// and the rest is downloaded once and cached.
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
import { SSR_STYLES_ATTRIBUTE } from '../../src/components/ui/emotion-cache'
import { htmlFiles } from '../../src/lib/build/externalize-scripts'
import { shareStylesIn } from '../../src/lib/build/shared-styles'

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  // Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
  const publicDir = path.join(process.cwd(), 'public')
  const planFile = path.join(process.cwd(), '.cache', 'shared-styles.json')
  let result: ReturnType<typeof shareStylesIn>
  try {
    result = shareStylesIn(publicDir, htmlFiles(publicDir), SSR_STYLES_ATTRIBUTE, planFile)
  } catch (error) {
    reporter.panicOnBuild(String((error as Error).message))
    return
  }
  // no shared rule means the pages' styles are no longer written as gatsby-ssr writes them: each page would load an empty sheet
  if (result.bytes === 0) reporter.panicOnBuild('Found no CSS rule shared by the pages: see src/lib/build/shared-styles.ts')
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
  reporter.info(
    `Shared styles: ${result.name} (${kb(result.bytes)}) and ${result.sheets - 1} for a few pages each; ${result.pages} pages from ${kb(result.before)} to ${kb(result.after)} of HTML`,
  )
}
