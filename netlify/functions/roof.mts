// GET /api/roof?address=...: the visitor's own roof, measured from Google's aerial imagery, for the
// estimate box (docs/architecture.md, "The measured quote"). The logic is src/lib/roof/handler.ts.
import towns from '../../data/towns/towns.en.json'
import { googleSettingsFrom } from '../../src/lib/roof/google'
import { createRoofHandler } from '../../src/lib/roof/handler'
import { setting, type FunctionConfig } from '../../src/lib/server/netlify'
import { siteStore } from '../../src/lib/server/store'

export default createRoofHandler({
  settings: () => googleSettingsFrom(setting),
  towns,
  // Google's answers and the day's count of paid calls, shared with the storm check
  store: siteStore('google'),
})

export const config: FunctionConfig = {
  path: '/api/roof',
  // a visitor presses Start a few times at most; a script asking for thousands of roofs is stopped
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
