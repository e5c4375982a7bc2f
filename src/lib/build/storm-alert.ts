// Whether the site is built in storm mode, and for which storm (src/lib/storms/storm-mode.ts): read
// once per build by gatsby-node's sourceNodes. The source gets a deadline; a slow or failing source
// means no storm mode, never a failed build. STORM_MODE_DEMO=1 builds as if a storm had hit Cary
// yesterday, from a recorded answer (src/lib/storms/demo-storm.json), for previews and tests.
import { isLoopbackOrigin, type Fetch } from '../server/http'
import type { Town } from '../storms/place'
import { parseStormReports, type StormReport } from '../storms/reports'
import { localDate } from '../storms/rules'
import { areaRequest, askSource, SourceError } from '../storms/source'
import { STORM_MODE, stormMode, townsBox, type Storm } from '../storms/storm-mode'
import demoAnswer from '../storms/demo-storm.json'

/** The build waits this long for the source at most. */
export const BUILD_SOURCE_MS = 8_000
const DAY_MS = 86_400_000
const LASTS_HOURS = STORM_MODE.lastsDays * 24

type Env = Record<string, string | undefined>
type Options = { env: Env; towns: ReadonlyArray<Town>; now: Date; fetch?: Fetch; log: (line: string) => void }

/**
 * The recorded demo storm moved by whole days so that its last report that counts falls yesterday
 * in North Carolina (its hours kept).
 */
export function demoReports(now: Date): StormReport[] {
  const reports = parseStormReports(demoAnswer)
  const newest = Math.max(...reports.map((r) => Date.parse(r.time)))
  const yesterday = Date.parse(localDate(new Date(now.getTime() - DAY_MS).toISOString()))
  const days = Math.round((yesterday - Date.parse(localDate(new Date(newest).toISOString()))) / DAY_MS)
  return reports.map((r) => ({ ...r, time: new Date(Date.parse(r.time) + days * DAY_MS).toISOString() }))
}

/**
 * The storm the build shows (the last 14 days' reports worth an inspection near a town served), or
 * null. The source is asked on Netlify's builds (NETLIFY=true) or from a stand-in on this machine
 * (STORMS_SOURCE_ORIGIN, tests): a local or CI build never depends on the weather.
 */
export async function stormAtBuild({ env, towns, now, fetch = globalThis.fetch, log }: Options): Promise<Storm | null> {
  if (env['STORM_MODE_DEMO'] === '1') {
    const storm = stormMode(demoReports(now), towns, now, LASTS_HOURS)
    log(`Storm mode: the demo storm (STORM_MODE_DEMO=1), ${storm?.kind} near ${storm?.town} on ${storm?.date}`)
    return storm
  }
  const origin = env['STORMS_SOURCE_ORIGIN']
  if (env['NETLIFY'] !== 'true' && !isLoopbackOrigin(origin)) {
    log('Storm mode: off (the storm reports are read on Netlify’s builds; STORM_MODE_DEMO=1 shows storm mode)')
    return null
  }
  const since = new Date(now.getTime() - LASTS_HOURS * 3_600_000)
  try {
    const url = areaRequest(townsBox(towns, STORM_MODE.withinMiles + 0.5), since, now, origin)
    const storm = stormMode(await askSource(url, { fetch, timeoutMs: BUILD_SOURCE_MS }), towns, now, LASTS_HOURS)
    log(storm ? `Storm mode: on, ${storm.kind} near ${storm.town} on ${storm.date}` : 'Storm mode: off (no storm near the towns)')
    return storm
  } catch (error) {
    if (!(error instanceof SourceError)) throw error
    log(`Storm mode: off (the storm reports’ source ${error.message})`)
    return null
  }
}
