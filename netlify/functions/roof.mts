// GET /api/roof?address=...: the visitor's own roof, measured from Google's aerial imagery, for the
// estimate box (docs/architecture.md, "The measured quote"). The logic is src/lib/roof/handler.ts.
import towns from '../../data/towns/towns.en.json'
import { createRoofHandler } from '../../src/lib/roof/handler'
import { setting, type FunctionConfig } from '../../src/lib/server/netlify'

export default createRoofHandler({
  settings: () => ({ apiKey: setting('GOOGLE_SOLAR_API_KEY'), googleOrigin: setting('ROOF_GOOGLE_ORIGIN') }),
  towns,
})

export const config: FunctionConfig = {
  path: '/api/roof',
  // a visitor presses Start a few times at most; a script asking for thousands of roofs is stopped
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
