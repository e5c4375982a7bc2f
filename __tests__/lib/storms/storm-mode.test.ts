/** @jest-environment node */
// Storm mode (issue 49): the qualifying rule, the storm the site shows, the storm watch's on/off
// decision and its once-per-change build hook, and the storm the build reads (STORM_MODE_DEMO too),
// on recorded answers of the source (__tests__/fixtures/storms/, src/lib/storms/demo-storm.json).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import towns from '../../../data/towns/towns.en.json'
import { demoReports, stormAtBuild } from '../../../src/lib/build/storm-alert'
import type { Fetch } from '../../../src/lib/server/http'
import { memoryStore, type Store } from '../../../src/lib/server/store'
import { parseStormReports, type StormReport } from '../../../src/lib/storms/reports'
import { worthInspecting } from '../../../src/lib/storms/rules'
import { SOURCE_URL } from '../../../src/lib/storms/source'
import { decide, stormMode, type Storm, type WatchState } from '../../../src/lib/storms/storm-mode'
import { createStormWatch, STATE_KEY } from '../../../src/lib/storms/watch'

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'storms', name), 'utf8')
const reportsOf = (name: string) => parseStormReports(JSON.parse(fixture(name)))
/** The evening after the recorded storm near Apex and Garner (2026-11-25, local time). */
const NOW = new Date('2026-11-26T15:00:00Z')
const DAY = 86_400_000
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000)

describe('the qualifying rule: what the storm check calls worth an inspection', () => {
  const report = (over: Partial<StormReport>): StormReport => ({
    kind: 'hail',
    time: NOW.toISOString(),
    lat: 35.79,
    lng: -78.78,
    hailInches: null,
    windMph: null,
    rating: null,
    city: '',
    office: 'RAH',
    ...over,
  })
  it.each([
    ['hail of 1"', report({ hailInches: 1 }), true],
    ['hail of 0.88"', report({ hailInches: 0.88 }), false],
    ['a 58 mph gust', report({ kind: 'wind', windMph: 58 }), true],
    ['a 57 mph gust', report({ kind: 'wind', windMph: 57 }), false],
    ['wind damage without a speed', report({ kind: 'wind' }), false],
    ['a tornado without a rating', report({ kind: 'tornado' }), true],
  ])('%s', (_what, r, expected) => {
    expect(worthInspecting(r)).toBe(expected)
  })
})

describe('the storm the site shows', () => {
  it('is the day of the newest report that counts near a town: its largest hail, strongest gust, the nearest town and the towns hit', () => {
    const storm = stormMode(reportsOf('lsr-storm-near-towns.geojson'), towns, NOW, 72)
    expect(storm).toMatchObject({ date: '2026-11-25', kind: 'hail', hailInches: 1.25, windMph: 64, tornado: false, town: 'garner' })
    // nearest first; the 2" hail near Sanford is 25 miles from any town served, and counts for none
    expect(storm!.towns.slice(0, 3)).toEqual(['garner', 'apex', 'raleigh'])
    expect(storm!.towns).not.toContain('durham')
    expect(storm!.towns).not.toContain('zebulon')
  })

  it('leads with a tornado, then hail, then wind', () => {
    const tornado: StormReport = { ...reportsOf('lsr-storm-near-towns.geojson')[0]!, kind: 'tornado', windMph: null, rating: 'EF1' }
    expect(stormMode([...reportsOf('lsr-storm-near-towns.geojson'), tornado], towns, NOW, 72)).toMatchObject({
      kind: 'tornado',
      rating: 'EF1',
      tornado: true,
      town: 'apex',
    })
    const windOnly = reportsOf('lsr-storm-near-towns.geojson').filter((r) => r.kind === 'wind')
    expect(stormMode(windOnly, towns, NOW, 72)).toMatchObject({ kind: 'wind', windMph: 64, hailInches: null, town: 'apex' })
  })

  it('is none for a small storm, no reports, or a storm older than the window', () => {
    expect(stormMode(reportsOf('lsr-small-storm.geojson'), towns, NOW, 72)).toBeNull()
    expect(stormMode(reportsOf('lsr-empty.geojson'), towns, NOW, 72)).toBeNull()
    expect(stormMode(reportsOf('lsr-storm-near-towns.geojson'), towns, hours(72), 72)).toBeNull()
    // the build looks back 14 days: the same storm still counts there
    expect(stormMode(reportsOf('lsr-storm-near-towns.geojson'), towns, hours(72), 14 * 24)).toMatchObject({ date: '2026-11-25' })
  })
})

describe("the storm watch's decision", () => {
  const storm = stormMode(reportsOf('lsr-storm-near-towns.geojson'), towns, NOW, 72)!
  const on = decide(null, storm, NOW).next

  it('turns storm mode on for a new storm, and starts nothing when it sees the same one again', () => {
    expect(decide(null, storm, NOW).trigger).toBe('on')
    expect(decide({ on: false, storm: null, lastSeen: null }, storm, NOW).trigger).toBe('on')
    expect(decide(on, storm, hours(1))).toEqual({ trigger: null, next: on })
  })

  it('starts a build when a new storm changes what the banner says', () => {
    const bigger: Storm = { ...storm, hailInches: 1.75, time: hours(2).toISOString() }
    expect(decide(on, bigger, hours(3))).toMatchObject({ trigger: 'new-storm', next: { on: true, lastSeen: bigger.time } })
  })

  it('turns storm mode off 14 days after the last storm, not before', () => {
    const lastSeen = Date.parse(on.lastSeen!)
    expect(decide(on, null, new Date(lastSeen + 14 * DAY - 60_000)).trigger).toBeNull()
    expect(decide(on, null, new Date(lastSeen + 14 * DAY))).toMatchObject({ trigger: 'off', next: { on: false } })
    const off: WatchState = { on: false, storm: null, lastSeen: on.lastSeen }
    expect(decide(off, null, new Date(lastSeen + 30 * DAY)).trigger).toBeNull()
  })
})

describe('the storm watch (the scheduled function)', () => {
  type Source = 'storm' | 'small' | 'none' | 'down' | 'slow'
  /** The source answering as `source.now` says, and the build hook answering `hook.status`; what each was asked. */
  function world(store: Store = memoryStore()) {
    const state = { source: 'storm' as Source, hookStatus: 200, now: NOW }
    const asked: string[] = []
    const hooks: string[] = []
    const log: string[] = []
    const fetch: Fetch = async (url, init) => {
      if (url.startsWith('https://api.netlify.com/build_hooks/')) {
        expect(init?.method).toBe('POST')
        expect(init?.redirect).toBe('error')
        hooks.push(url)
        return new Response(null, { status: state.hookStatus })
      }
      asked.push(url)
      if (state.source === 'down') throw new TypeError('fetch failed')
      if (state.source === 'slow')
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
      const file = { storm: 'lsr-storm-near-towns.geojson', small: 'lsr-small-storm.geojson', none: 'lsr-empty.geojson' }[state.source]
      return new Response(fixture(file), { status: 200 })
    }
    const hook = 'https://api.netlify.com/build_hooks/5f0c0ffee0000000000000aa'
    const run = (settings: { hook?: string } = { hook }) =>
      createStormWatch({
        towns,
        store,
        buildHook: () => settings.hook,
        fetch,
        now: () => state.now,
        log: (line) => log.push(line),
        timeoutMs: 50,
      })(new Request('https://site.example/.netlify/functions/storm-watch'))
    return { state, asked, hooks, log, run, store }
  }

  it('without STORM_BUILD_HOOK_URL logs "not configured" and asks nothing', async () => {
    const w = world()
    const answer = await w.run({})
    expect(await answer.json()).toEqual({ watched: false, why: 'not configured' })
    expect(w.log.join('\n')).toMatch(/not configured/)
    expect(w.asked).toEqual([])
    // nor with an address that is not https
    await w.run({ hook: 'http://api.netlify.com/build_hooks/x' })
    expect([w.asked, w.hooks]).toEqual([[], []])
  })

  it('asks the one source about the last 72 hours around every town', async () => {
    const w = world()
    await w.run()
    const url = new URL(w.asked[0]!)
    expect(`${url.origin}${url.pathname}`).toBe(SOURCE_URL)
    expect(url.searchParams.get('sts')).toBe('2026-11-23T15:00Z')
    expect(url.searchParams.get('ets')).toBe('2026-11-26T15:00Z')
    // Durham in the north-west to Zebulon in the east, and 10 miles more
    expect(Number(url.searchParams.get('west'))).toBeLessThan(-79.0)
    expect(Number(url.searchParams.get('east'))).toBeGreaterThan(-78.2)
  })

  it('starts one build for a qualifying storm, however many hours it sees it again', async () => {
    const w = world()
    await w.run()
    expect(w.hooks).toHaveLength(1)
    expect(new URL(w.hooks[0]!).searchParams.get('trigger_title')).toBe('Storm watch: storm mode on (hail near garner on 2026-11-25)')
    for (const h of [1, 2, 3]) {
      w.state.now = hours(h)
      expect(await (await w.run()).json()).toMatchObject({ watched: true, trigger: null, on: true })
    }
    expect(w.hooks).toHaveLength(1)
    expect(w.log.some((line) => line.includes('api.netlify.com'))).toBe(false)
  })

  it('starts nothing for a small storm or none', async () => {
    for (const source of ['small', 'none'] as const) {
      const w = world()
      w.state.source = source
      expect(await (await w.run()).json()).toMatchObject({ watched: true, trigger: null, on: false })
      expect(w.hooks).toEqual([])
    }
  })

  it('changes nothing while the source is down or slow: storm mode stays as it was', async () => {
    const w = world()
    await w.run()
    for (const source of ['down', 'slow'] as const) {
      w.state.source = source
      w.state.now = new Date(NOW.getTime() + 20 * DAY)
      expect(await (await w.run()).json()).toEqual({ watched: false, why: 'source unavailable' })
    }
    expect(w.hooks).toHaveLength(1)
    expect(await w.store.get(STATE_KEY)).toMatchObject({ on: true })
  })

  it('turns storm mode off once, 14 days after the storm', async () => {
    const w = world()
    await w.run()
    w.state.source = 'none'
    w.state.now = new Date(NOW.getTime() + 13 * DAY)
    await w.run()
    expect(w.hooks).toHaveLength(1)
    w.state.now = new Date(NOW.getTime() + 15 * DAY)
    expect(await (await w.run()).json()).toMatchObject({ trigger: 'off', built: true, on: false })
    w.state.now = new Date(NOW.getTime() + 16 * DAY)
    await w.run()
    expect(w.hooks).toHaveLength(2)
    expect(new URL(w.hooks[1]!).searchParams.get('trigger_title')).toBe('Storm watch: storm mode off')
  })

  it('tries again next hour when the build hook did not take it, and then once only', async () => {
    const w = world()
    w.state.hookStatus = 500
    expect((await w.run()).status).toBe(502)
    expect(await w.store.get(STATE_KEY)).toBeNull()
    w.state.hookStatus = 200
    w.state.now = hours(1)
    await w.run()
    w.state.now = hours(2)
    await w.run()
    expect(w.hooks).toHaveLength(2)
  })

  it('starts one build for five runs at once that see the same change (the change is claimed before the hook is posted)', async () => {
    // Netlify Blobs' conditional writes, as the store in memory keeps them: the five read the state before any writes it
    const w = world()
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.run().then((r) => r.json())))
    expect(w.hooks).toHaveLength(1)
    expect(answers.filter((a) => a.built === true)).toHaveLength(1)
    expect(answers.filter((a) => a.why === 'claimed by another run')).toHaveLength(4)
    // a hook that failed leaves the change unclaimed: the next hour builds it
    const failing = world()
    failing.state.hookStatus = 500
    await failing.run()
    failing.state.hookStatus = 200
    failing.state.now = hours(1)
    expect(await (await failing.run()).json()).toMatchObject({ built: true })
  })

  it('starts no build when it cannot read what it saw last', async () => {
    const broken: Store = { ...memoryStore(), get: () => Promise.reject(new Error('blobs down')) }
    const w = world(broken)
    expect(await (await w.run()).json()).toEqual({ watched: false, why: 'store unavailable' })
    expect(w.hooks).toEqual([])
  })
})

describe('the storm the build reads', () => {
  const log = () => undefined

  it('with STORM_MODE_DEMO=1: the recorded demo storm, yesterday near Cary, without asking the source', async () => {
    const fetch = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>()
    const storm = await stormAtBuild({ env: { STORM_MODE_DEMO: '1' }, towns, now: NOW, fetch, log })
    expect(storm).toMatchObject({ date: '2026-11-25', kind: 'hail', hailInches: 1.75, town: 'cary' })
    expect(storm!.towns[0]).toBe('cary')
    expect(fetch).not.toHaveBeenCalled()
    // its hours kept, moved by whole days
    expect(demoReports(NOW)[0]!.time).toBe('2026-11-25T21:40:00.000Z')
  })

  it('outside Netlify: no storm mode, and the source is not asked (a local or CI build never depends on the weather)', async () => {
    const fetch = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>()
    expect(await stormAtBuild({ env: {}, towns, now: NOW, fetch, log })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("on Netlify: the last 14 days' storm, or none when the source is down", async () => {
    const asked: string[] = []
    const answering: Fetch = async (url) => {
      asked.push(url)
      return new Response(fixture('lsr-storm-near-towns.geojson'))
    }
    const storm = await stormAtBuild({ env: { NETLIFY: 'true' }, towns, now: hours(24 * 5), fetch: answering, log })
    expect(storm).toMatchObject({ date: '2026-11-25', town: 'garner' })
    expect(new URL(asked[0]!).searchParams.get('sts')).toBe('2026-11-17T15:00Z')
    const down: Fetch = () => Promise.reject(new TypeError('fetch failed'))
    await expect(stormAtBuild({ env: { NETLIFY: 'true' }, towns, now: NOW, fetch: down, log })).resolves.toBeNull()
    const refusing: Fetch = async () => new Response('busy', { status: 503 })
    await expect(stormAtBuild({ env: { NETLIFY: 'true' }, towns, now: NOW, fetch: refusing, log })).resolves.toBeNull()
  })
})
