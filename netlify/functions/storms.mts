// /api/storms: the severe weather reported near a place (the storm check page, the town pages' line).
// All its logic is in src/lib/storms/ (handler.ts); this file gives it the towns and ZIP codes served.
import towns from '../../data/towns/towns.en.json'
import { createStormsHandler } from '../../src/lib/storms/handler'
import { ZIP_CODES } from '../../src/lib/storms/zip-codes'

export default createStormsHandler({ towns, zips: ZIP_CODES })

export const config = { path: '/api/storms' }
