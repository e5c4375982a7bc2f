// After the build, Gatsby's inline scripts move to files named by their content, so the site's
// policy can forbid every inline script (src/lib/build/externalize-scripts.ts says which and why).
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
import { externalizeScriptsIn } from '../../src/lib/build/externalize-scripts'

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  // Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
  const scripts = externalizeScriptsIn(path.join(process.cwd(), 'public'))
  // None found means Gatsby now writes them differently: every page would be blocked by the policy.
  if (scripts.moved === 0) reporter.panicOnBuild("Found none of Gatsby's inline scripts to move: see src/lib/build/externalize-scripts.ts")
  reporter.info(`Moved ${scripts.moved} inline scripts to files`)
  if (scripts.foreign.length)
    reporter.warn(
      `Left ${scripts.foreign.length} inline scripts the build did not write (the site's policy blocks them):\n${scripts.foreign.join('\n')}`,
    )
}
