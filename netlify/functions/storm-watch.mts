// The storm watch: every hour Netlify runs it, and it starts a build when storm mode should come on,
// change or end. Its logic is in src/lib/storms/watch.ts; this file gives it the towns served, the
// site's store and its settings (STORM_BUILD_HOOK_URL: without it, it logs "not configured").
import towns from '../../data/towns/towns.en.json'
import { setting, type FunctionConfig } from '../../src/lib/server/netlify'
import { siteStore } from '../../src/lib/server/store'
import { createStormWatch } from '../../src/lib/storms/watch'

export default createStormWatch({
  towns,
  store: siteStore('storm-watch'),
  buildHook: () => setting('STORM_BUILD_HOOK_URL'),
  sourceOrigin: () => setting('STORMS_SOURCE_ORIGIN'),
})

export const config: FunctionConfig = { schedule: '@hourly' }
