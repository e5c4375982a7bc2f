// /api/storms: the severe weather reported near a place (the storm check page, the town pages' line).
// All its logic is in src/lib/storms/ (handler.ts); this file gives it the towns and ZIP codes served,
// and, when the site has a Google key, the roof function's geocoder for street addresses, within the
// same budget of paid Google calls (src/lib/roof/budget.ts).
import towns from '../../data/towns/towns.en.json'
import { googleGeocoder, googleSettingsFrom } from '../../src/lib/roof/google'
import { setting, type FunctionConfig } from '../../src/lib/server/netlify'
import { siteStore } from '../../src/lib/server/store'
import { createStormsHandler, GEOCODE_MS } from '../../src/lib/storms/handler'
import { ZIP_CODES } from '../../src/lib/storms/zip-codes'

export default createStormsHandler({
  towns,
  zips: ZIP_CODES,
  geocode: googleGeocoder({ settings: () => googleSettingsFrom(setting), fetch, ms: GEOCODE_MS, store: siteStore('google') }),
  sourceOrigin: () => setting('STORMS_SOURCE_ORIGIN'),
})

export const config: FunctionConfig = {
  path: '/api/storms',
  // a storm check is a few requests a visit (a town page's line, a check, a wider radius); a script
  // sending thousands is stopped at Netlify's edge, before the function or Google is reached
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
