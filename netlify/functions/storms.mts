// /api/storms: the severe weather reported near a place (the storm check page, the town pages' line).
// All its logic is in src/lib/storms/ (handler.ts); this file gives it the towns and ZIP codes served,
// and, when the site has a Google key, the roof function's geocoder for street addresses.
import towns from '../../data/towns/towns.en.json'
import { googleGeocoder } from '../../src/lib/roof/google'
import { setting } from '../../src/lib/server/netlify'
import { createStormsHandler, GEOCODE_MS } from '../../src/lib/storms/handler'
import { ZIP_CODES } from '../../src/lib/storms/zip-codes'

export default createStormsHandler({
  towns,
  zips: ZIP_CODES,
  geocode: googleGeocoder(
    () => ({ apiKey: setting('GOOGLE_SOLAR_API_KEY'), googleOrigin: setting('ROOF_GOOGLE_ORIGIN') }),
    fetch,
    GEOCODE_MS,
  ),
})

export const config = { path: '/api/storms' }
