// The storm watch (netlify/functions/storm-watch.mts, run by Netlify every hour): asks the storm
// source about the last 72 hours around the towns served and, when storm mode should come on, change
// or end (storm-mode.ts), starts one build of the site through its build hook. What it saw is kept in
// the site's store, so a storm starts one build, not one an hour; a change is claimed by a
// conditional write before the hook is posted, so runs at once start one build between them.
import { guarded, NOT_KEPT } from '../server/guard'
import { json as jsonAnswer, type Fetch } from '../server/http'
import type { Store } from '../server/store'
import { deadline } from '../deadline'
import type { Town } from './place'
import { areaRequest, askSource, SourceError } from './source'
import { decide, STORM_MODE, stormMode, townsBox, watchStateOf, type Storm, type Trigger } from './storm-mode'

type Options = {
  towns: ReadonlyArray<Town>
  store: Store
  /** STORM_BUILD_HOOK_URL: the site's build hook; without it the watch does nothing and says so */
  buildHook: () => string | undefined
  fetch?: Fetch
  now?: () => Date
  log?: (line: string) => void
  /** STORMS_SOURCE_ORIGIN: a stand-in for the archive on this machine (tests); any other value is ignored */
  sourceOrigin?: () => string | undefined
  timeoutMs?: number
}

export const STATE_KEY = 'state'
/** What the watch saw is kept well past storm mode's 14 days (a new state is written at each change). */
const KEPT_MS = 60 * 86_400_000
/** How long a change, once claimed by a run (a conditional write), is not built again by another. */
const CLAIM_MS = 24 * 60 * 60 * 1000
/** The build hook answers at once (Netlify queues the build). */
export const HOOK_MS = 5_000

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']

/**
 * A build hook is Netlify's https address (or a stand-in on this machine, for tests); anything else
 * is refused rather than posted to.
 */
export function hookAddress(value: string | undefined): URL | null {
  if (!value) return null
  try {
    const url = new URL(value)
    const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname))
    return allowed && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

const TITLES: Record<Trigger, string> = { on: 'storm mode on', 'new-storm': 'a new storm', off: 'storm mode off' }

/** The title Netlify shows for the build (its `trigger_title`): why it started, and the storm (no one's address). */
const buildTitle = (trigger: Trigger, storm: Storm | null) =>
  `Storm watch: ${TITLES[trigger]}${storm ? ` (${storm.kind} near ${storm.town} on ${storm.date})` : ''}`

/** Posts to the build hook once: true when Netlify took it (2xx). Never redirected, never logged with its address. */
async function startBuild(fetchImpl: Fetch, hook: URL, title: string): Promise<boolean> {
  const url = new URL(hook)
  url.searchParams.set('trigger_title', title)
  const limit = deadline(HOOK_MS)
  try {
    const response = await fetchImpl(url.toString(), { method: 'POST', body: '{}', redirect: 'error', signal: limit.signal })
    return response.ok
  } catch {
    return false
  } finally {
    limit.clear()
  }
}

/** An answer no cache keeps (the watch's outcome, for its log and a test). */
const json = (body: unknown, status = 200) => jsonAnswer(body, status, NOT_KEPT)

export function createStormWatch({
  towns,
  store,
  buildHook,
  fetch = globalThis.fetch,
  now = () => new Date(),
  log = console.log,
  sourceOrigin = () => undefined,
  timeoutMs,
}: Options) {
  const watch = async (): Promise<Response> => {
    const hook = hookAddress(buildHook())
    if (!hook) {
      log('Storm watch: not configured (STORM_BUILD_HOOK_URL is not set, or not an https address)')
      return json({ watched: false, why: 'not configured' })
    }
    const at = now()
    const since = new Date(at.getTime() - STORM_MODE.watchHours * 3_600_000)
    let storm: Storm | null
    try {
      const reports = await askSource(areaRequest(townsBox(towns, STORM_MODE.withinMiles + 0.5), since, at, sourceOrigin()), {
        fetch,
        timeoutMs,
      })
      storm = stormMode(reports, towns, at, STORM_MODE.watchHours)
    } catch (error) {
      if (!(error instanceof SourceError)) throw error
      // a source that is down says nothing about storms: storm mode stays as it is
      log(`Storm watch: the source ${error.message}; nothing changed`)
      return json({ watched: false, why: 'source unavailable' })
    }
    let kept: unknown
    try {
      kept = await store.get(STATE_KEY)
    } catch {
      // without what it saw last, every hour would look like a change: no build rather than one an hour
      log('Storm watch: the store could not be read; no build started')
      return json({ watched: false, why: 'store unavailable' })
    }
    const before = watchStateOf(kept)
    const { trigger, next } = decide(before, storm, at)
    if (!trigger) {
      if (JSON.stringify(next) !== JSON.stringify(before)) await store.set(STATE_KEY, next, KEPT_MS)
      log(`Storm watch: no change (storm mode ${next.on ? 'on' : 'off'})`)
      return json({ watched: true, trigger: null, on: next.on })
    }
    // runs at once (a retry beside the hour's run) see the same change: the one that claims it builds
    const claim = `build/${[trigger, before?.on, before?.storm, before?.lastSeen, next.storm].join('|')}`
    let claimed: boolean
    try {
      claimed = await store.take(claim, 1, CLAIM_MS)
    } catch {
      log('Storm watch: the store could not be written; no build started')
      return json({ watched: false, why: 'store unavailable' })
    }
    if (!claimed) {
      log(`Storm watch: ${TITLES[trigger]}, already being built by another run`)
      return json({ watched: true, trigger, built: false, why: 'claimed by another run' })
    }
    if (!(await startBuild(fetch, hook, buildTitle(trigger, storm)))) {
      // neither remembered nor claimed: the next hour tries again
      await store.set(claim, 0, CLAIM_MS).catch(() => undefined)
      log(`Storm watch: ${TITLES[trigger]}, but the build hook did not take it; trying again next hour`)
      return json({ watched: true, trigger, built: false }, 502)
    }
    await store.set(STATE_KEY, next, KEPT_MS)
    log(`Storm watch: ${TITLES[trigger]}; build started`)
    return json({ watched: true, trigger, built: true, on: next.on })
  }
  return guarded(watch, { sameSiteOnly: false })
}
