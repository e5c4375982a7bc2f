// public/_headers: the pages' Content-Security-Policy, from what this build uses
// (src/lib/build/security-headers.ts): Google's map hosts only with GATSBY_GOOGLE_MAPS_API_KEY set.
import type { GatsbyNode } from 'gatsby'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { headersFile } from '../../src/lib/build/security-headers'

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const googleMaps = Boolean(process.env.GATSBY_GOOGLE_MAPS_API_KEY)
  writeFileSync(
    path.join(process.cwd(), 'public', '_headers'),
    headersFile({ googleMaps, runwareSocket: process.env.GATSBY_RUNWARE_WS_URL || undefined }),
  )
  reporter.info(`Wrote public/_headers (${googleMaps ? 'with' : 'without'} Google Maps' hosts)`)
}
