// The first tap (issue 44): how long a visitor on a phone waits between tapping a control and seeing
// its answer on screen, the first time they touch the page. Part of `npm run bench` (scripts/bench.mjs).
//
// Each measure is a new page in Debian's Chromium (a 375 x 780 touch screen at DPR 2), over the
// Chrome DevTools Protocol: the network of a slow phone (Network.emulateNetworkConditions: 150 ms
// round trip, 1.6 Mbit/s down, 0.75 up) and its CPU (Emulation.setCPUThrottlingRate 4). The page
// loads; the control is brought to the middle of the screen as a swipe would (a scroll, which wakes
// what a scroll wakes); the page goes quiet (no request for 1 s, no long task for 2 s, counted from the scroll); then one touch
// tap at the control's centre (Input.dispatchTouchEvent). The time is from the tap's first event as
// the page saw it (its timeStamp) to the frame in which the answer is first on screen (a
// requestAnimationFrame loop checking the control's answer: the menu shown, the dialog open...). The
// answer must still be there a second later: a tap answered twice (opened, then closed) counts as
// unanswered. Some controls need a first step a visitor takes (an address typed): the page goes quiet
// after it, before the tap.
//
// The reference is the same page with every island woken at load (a key to start its bundles, then a
// pointerover sent to each island frame once its islands are armed, then quiet again): what the site
// would answer if every part had hydrated as the page loaded.

import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs')

export const TAP_BUDGET_MS = 200
const THROTTLE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_RATE = 4
const QUIET_NETWORK_MS = 1000
const QUIET_MAIN_MS = 2000

/**
 * The controls of issue 44, each on one page: how a visitor names it (role, accessible name, and the
 * region it is in), a first step if it needs one, and what its answer on screen is.
 */
export const TAP_CONTROLS = [
  {
    id: 'menu',
    label: 'Phone menu',
    path: '/',
    target: { role: 'button', name: 'Open menu' },
    answer: { kind: 'shown', role: 'navigation', name: 'Mobile' },
  },
  {
    id: 'service-estimate',
    label: '"Get Free Estimate" (service page)',
    path: '/services/roof-repair/',
    target: { role: 'button', name: 'Get Free Estimate', within: 'main' },
    answer: { kind: 'dialog' },
  },
  {
    id: 'bar-estimate',
    label: 'Action bar "Free Estimate" (Cary)',
    path: '/cary/',
    target: { role: 'button', name: 'Free Estimate', within: 'action-bar' },
    answer: { kind: 'dialog' },
  },
  {
    id: 'ready-estimate',
    label: '"Get Free Estimate" (home, Ready to Get Started)',
    path: '/',
    target: { role: 'button', name: 'Get Free Estimate', within: 'main', last: true },
    answer: { kind: 'dialog' },
  },
  {
    id: 'apply',
    label: '"Apply Now" (careers)',
    path: '/careers/',
    target: { role: 'button', name: 'Apply Now' },
    answer: { kind: 'dialog' },
  },
  {
    id: 'faq',
    label: 'FAQ, first question (about)',
    path: '/about/',
    target: { role: 'button', name: 'How long does a roof replacement take?' },
    answer: { kind: 'expanded' },
  },
  {
    id: 'team',
    label: 'View More Members (about)',
    path: '/about/',
    target: { role: 'button', name: 'View More Members' },
    answer: { kind: 'expanded' },
  },
  {
    id: 'carousel',
    label: 'Testimonials "Next" (home)',
    path: '/',
    target: { role: 'button', name: 'Next testimonial' },
    answer: { kind: 'slide', css: '[aria-label="Client testimonials"]' },
    // the carousel turns by itself otherwise: only the tap may change it
    reducedMotion: true,
  },
  {
    id: 'video',
    label: 'Video poster (about)',
    path: '/about/',
    target: { role: 'button', name: /^Play video/ },
    answer: { kind: 'iframe' },
  },
  {
    id: 'start',
    label: 'Estimate box START (home)',
    path: '/',
    first: { type: '212 Glenwood Ave, Raleigh', into: { role: 'textbox', name: 'Your address' } },
    target: { role: 'button', name: 'START' },
    answer: { kind: 'changed', css: '#estimate-box-heading', closest: 'section' },
  },
  {
    id: 'storm',
    label: 'Storm check "Check" (storm check)',
    path: '/storm-check/',
    first: { type: '27513', into: { role: 'textbox', name: /ZIP/ } },
    target: { role: 'button', name: /^Check/ },
    answer: { kind: 'changed', css: '[aria-live="polite"]' },
  },
]

// ------------------------------------------------------------------------------------- in the page

/**
 * Runs in the page (CDP evaluation is not subject to the page's CSP): finds a control as a visitor
 * names it and says where it is. Kept self-contained: it is sent as source.
 */
function locate(target) {
  const squash = (t) => (t || '').replace(/\s+/g, ' ').trim()
  const textOf = (node) => {
    if (node.nodeType === 3) return node.nodeValue
    if (node.nodeType !== 1) return ''
    if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return ''
    if (node.tagName === 'IMG') return node.alt
    if (node.getAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `
    return Array.from(node.childNodes).map(textOf).join('')
  }
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby')
    if (by)
      return squash(
        by
          .split(/\s+/)
          .map((id) => (document.getElementById(id) ? textOf(document.getElementById(id)) : ''))
          .join(' '),
      )
    if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'))
    if (el.labels && el.labels.length) return squash(Array.from(el.labels).map(textOf).join(' '))
    return squash(textOf(el))
  }
  const ROLES = {
    button: 'button, summary, [role=button]',
    textbox: 'input:not([type]), input[type=text], input[type=search], input[type=email], textarea',
    navigation: 'nav, [role=navigation]',
  }
  const SCOPES = { main: 'main', 'action-bar': 'aside[aria-label="Call or get a free estimate"]' }
  const matches = (name) =>
    typeof target.name === 'string' ? name === target.name : new RegExp(target.name.source, target.name.flags).test(name)
  const scope = target.within ? document.querySelector(SCOPES[target.within]) : document
  if (!scope) return null
  const shown = (el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  const all = Array.from(scope.querySelectorAll(ROLES[target.role])).filter((el) => matches(nameOf(el)) && shown(el))
  const el = target.last ? all[all.length - 1] : all[0]
  if (!el) return null
  const r = el.getBoundingClientRect()
  return { x: r.x + r.width / 2, y: r.y + r.height / 2, top: r.top + window.scrollY, height: r.height }
}

/**
 * Runs in the page: arms the watch for one tap. Records the timeStamp of the first touch or pointer
 * event, then checks the answer once a frame and records the frame's time when it first holds.
 */
function arm({ target, answer }) {
  const w = window
  const state = (w.__tap = { tapAt: null, answeredAt: null, before: null, events: [] })
  // the control itself, as found now (it may move once it answers: a grid grows above it)
  const el = w.__locateEl(target)
  const first = (event) => {
    state.events.push(event.type)
    if (state.tapAt === null) state.tapAt = event.timeStamp
  }
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click']) w.addEventListener(type, first, { capture: true, passive: true })
  const visible = (el) => {
    if (!el) return false
    if (el.checkVisibility && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth
  }
  const region = () => {
    const el = document.querySelector(answer.css)
    return el && answer.closest ? el.closest(answer.closest) : el
  }
  const holds = () => {
    switch (answer.kind) {
      case 'shown':
        return Array.from(document.querySelectorAll('nav')).some((nav) => nav.getAttribute('aria-label') === answer.name && visible(nav))
      case 'dialog':
        return Array.from(document.querySelectorAll('dialog[open], [role=dialog]')).some(
          (d) => visible(d) && d.querySelector('input, textarea'),
        )
      case 'expanded':
        return !!el && (el.getAttribute('aria-expanded') === 'true' || (el.tagName === 'SUMMARY' && el.parentElement.open))
      case 'iframe':
        return Array.from(document.querySelectorAll('iframe')).some((f) => /youtube/.test(f.src) && visible(f))
      case 'changed': {
        const el = region()
        return !!el && el.innerText !== state.before
      }
      case 'slide': {
        const first = firstSlide()
        return first !== null && first !== state.before
      }
    }
    return false
  }
  // A carousel's answer is another slide drawn first, as it starts to turn (its text is all in the
  // page all along, and the library rewrites it only once the turn has ended).
  const firstSlide = () => {
    const frame = region()
    if (!frame) return null
    const box = frame.getBoundingClientRect()
    const first = Array.from(frame.querySelectorAll('li')).find((slide) => {
      const r = slide.getBoundingClientRect()
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1
    })
    return first ? first.textContent : null
  }
  if (answer.kind === 'changed') state.before = region()?.innerText ?? null
  if (answer.kind === 'slide') state.before = firstSlide()
  const loop = (time) => {
    if (state.tapAt !== null && state.answeredAt === null && holds()) state.answeredAt = time
    state.holds = holds()
    requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
}

// ------------------------------------------------------------------------------------ in Chromium

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once no request has been in flight for QUIET_NETWORK_MS and no long task ran for QUIET_MAIN_MS (or after 40 s). */
async function quiet(page, tracker) {
  const deadline = Date.now() + 40_000
  for (;;) {
    const idleFor = tracker.inFlight.size === 0 ? Date.now() - tracker.lastChange : 0
    const sinceLongTask = await page.evaluate(() => performance.now() - (window.__lastLongTask ?? 0))
    if (idleFor >= QUIET_NETWORK_MS && sinceLongTask >= QUIET_MAIN_MS) return true
    if (Date.now() > deadline) return false
    await sleep(100)
  }
}

/**
 * Waits for the page to go quiet after something the visitor did (a swipe, a tap, typing): what that
 * sets off (an island woken as it comes near, its code fetched) starts a frame or more later, and the
 * page had been quiet before it, so the quiet is counted from the action on.
 */
async function quietAfter(page, tracker) {
  tracker.lastChange = Date.now()
  await page.evaluate(() => (window.__lastLongTask = performance.now()))
  return quiet(page, tracker)
}

function trackNetwork(page) {
  const tracker = { inFlight: new Set(), lastChange: Date.now() }
  const change = () => (tracker.lastChange = Date.now())
  page.on('request', (r) => (tracker.inFlight.add(r), change()))
  page.on('requestfinished', (r) => (tracker.inFlight.delete(r), change()))
  page.on('requestfailed', (r) => (tracker.inFlight.delete(r), change()))
  return tracker
}

const LONG_TASKS = `
  window.__lastLongTask = 0
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lastLongTask = Math.max(window.__lastLongTask, e.startTime + e.duration)
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
`

/** Wakes every island of the page as a pointer coming over it would: the reference. */
function wakeAll() {
  for (const frame of document.querySelectorAll('[data-island]')) {
    const el = frame.firstElementChild
    if (el) el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
  }
}

/**
 * A fresh throttled phone's page (375 px, touch, the network and CPU slowed by CDP), only the local
 * server reachable (a third party would be blocked anyway), long tasks recorded; with the network tracker.
 */
async function throttledPhone(browser, { reducedMotion = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  })
  try {
    const page = await context.newPage()
    await page.route(/^(?!https?:\/\/127\.0\.0\.1)/, (route) => route.abort())
    await page.addInitScript(LONG_TASKS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    return { context, page, tracker: trackNetwork(page) }
  } catch (error) {
    await context.close()
    throw error
  }
}

/** One measure: a fresh page, the control's first tap. Returns { ms } or { error }. */
async function measureOnce(browser, origin, control, { reference }) {
  const { context, page, tracker } = await throttledPhone(browser, { reducedMotion: control.reducedMotion })
  try {
    await page.goto(origin + control.path, { waitUntil: 'load', timeout: 60_000 })
    await quiet(page, tracker)
    if (reference) {
      // the bundles start on the page's first use (src/lib/page-script/start-bundles.ts): a key that does nothing
      await page.keyboard.press('Shift')
      await page.waitForFunction(() => document.documentElement.dataset.islands === 'armed', null, { timeout: 60_000 })
      await page.evaluate(wakeAll)
      await quietAfter(page, tracker)
    }
    await page.evaluate(`window.__locateEl = ${locateElement.toString()}; window.__locate = ${locate.toString()}`)
    if (control.first) {
      const field = await page.evaluate((t) => window.__locate(t), control.first.into)
      if (!field) return { error: `no field ${JSON.stringify(control.first.into)}` }
      await page.evaluate((y) => window.scrollBy(0, y - innerHeight / 2), field.y)
      await quietAfter(page, tracker)
      const again = await page.evaluate((t) => window.__locate(t), control.first.into)
      await page.touchscreen.tap(again.x, again.y)
      await page.keyboard.type(control.first.type)
      await quietAfter(page, tracker)
    }
    let where = await page.evaluate((t) => window.__locate(t), control.target)
    if (!where) return { error: `no control ${JSON.stringify(control.target)}` }
    if (where.y < 80 || where.y > 700) {
      await page.evaluate((y) => window.scrollBy(0, y - innerHeight / 2), where.y)
      await quietAfter(page, tracker)
      where = await page.evaluate((t) => window.__locate(t), control.target)
    }
    await page.evaluate(arm, { target: control.target, answer: control.answer })
    await page.touchscreen.tap(where.x, where.y)
    const deadline = Date.now() + 20_000
    let seen
    for (;;) {
      seen = await page.evaluate(() => ({ ...window.__tap }))
      if (seen.answeredAt !== null || Date.now() > deadline) break
      await sleep(50)
    }
    if (seen.answeredAt === null) return { error: 'no answer within 20 s' }
    // still answered a second later: not opened and closed again
    await sleep(1000)
    const after = await page.evaluate(() => window.__tap.holds)
    if (!after) return { error: 'answered, then undone (a second press?)' }
    return { ms: seen.answeredAt - seen.tapAt }
  } finally {
    await context.close()
  }
}

/** `locate` returning the element (for the answer check of the control itself). */
function locateElement(target) {
  const found = window.__locate(target)
  return found ? document.elementFromPoint(found.x, found.y)?.closest('button, summary, [role=button]') : null
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Measures each control's first tap `runs` times on each origin (the site, and optionally other
 * builds), with the reference beside the first origin; interleaved run by run. Returns, per control,
 * per origin, the runs' times and failures.
 */
export async function measureTaps({ origins, runs = 5, controls = TAP_CONTROLS, reference = true, log = console.error }) {
  const { chromium } = require('playwright-core')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] })
  const jobs = []
  for (const control of controls) {
    origins.forEach((origin, i) => jobs.push({ control, origin, which: i, reference: false }))
    if (reference) jobs.push({ control, origin: origins[0], which: 'reference', reference: true })
  }
  const results = new Map(jobs.map((job) => [job, { ms: [], errors: [] }]))
  try {
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 ? jobs : [...jobs].reverse()
      for (const job of order) {
        const out = await measureOnce(browser, job.origin, job.control, job)
        const r = results.get(job)
        if (out.error) r.errors.push(out.error)
        else r.ms.push(out.ms)
        log(`first tap: ${job.control.id} ${job.which}: run ${run}/${runs}: ${out.error ?? `${Math.round(out.ms)} ms`}`)
      }
    }
  } finally {
    await browser.close()
  }
  return controls.map((control) => ({
    control,
    builds: jobs
      .filter((job) => job.control === control)
      .map((job) => ({ which: job.which, ...results.get(job), median: median(results.get(job).ms) })),
  }))
}

/** The Markdown table of a run: one row a control, the median (and range) per build and the reference. */
export function tapTable(measured, names) {
  const cell = (b) => {
    if (!b.ms.length) return `no answer (${b.errors[0] ?? 'not measured'})`
    const range = b.ms.length > 1 ? ` (${Math.round(Math.min(...b.ms))}-${Math.round(Math.max(...b.ms))})` : ''
    const miss = b.median > TAP_BUDGET_MS ? ' ✗' : ''
    const failed = b.errors.length ? `; ${b.errors.length} unanswered` : ''
    return `${Math.round(b.median)}${range}${miss}${failed}`
  }
  const heads = measured[0].builds.map((b) => (b.which === 'reference' ? 'Every island woken at load (ms)' : `${names[b.which]} (ms)`))
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [
    line(['Control', ...heads]),
    line(['---', ...heads.map(() => '---')]),
    ...measured.map(({ control, builds }) => line([control.label, ...builds.map(cell)])),
  ].join('\n')
}

// ------------------------------------------------------------------- the menu, as issue 55 times it

/** The menu's button, and the link its answer shows, on the site and on the spec's original app. */
const MENUS = {
  site: { target: { role: 'button', name: 'Open menu' } },
  original: { target: { role: 'button', name: 'Toggle menu' } },
}

/**
 * Runs in the page: from now, the first frame in which a link named "Contact" is on screen (as
 * Playwright's "visible": the original app's support bubble lies over part of its menu), in the page's clock.
 */
function watchContact() {
  const state = (window.__menu = { sentAt: performance.now(), shownAt: null })
  const shown = () =>
    Array.from(document.querySelectorAll('a')).some((a) => {
      if (a.textContent.trim() !== 'Contact') return false
      if (a.checkVisibility && !a.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
      const r = a.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight
    })
  const loop = (time) => {
    if (state.shownAt === null && shown()) state.shownAt = time
    else requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
}

/**
 * The phone menu's first tap timed as issue 55 times it, on the site and on the spec's original app
 * alike: a 375 px phone, 4x CPU and 150 ms / 1.6 Mbit/s by CDP, loaded to network idle, 2 s of quiet,
 * then a touch tap on the menu button, from just before the tap is sent until a "Contact" link is on
 * screen (the same overhead on both). Interleaved, `runs` times each. Returns ms per origin.
 */
export async function measureMenuTaps({ origins, runs = 5, log = console.error }) {
  const { chromium } = require('playwright-core')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] })
  const results = Object.fromEntries(Object.keys(origins).map((name) => [name, { ms: [], errors: [] }]))
  try {
    for (let run = 1; run <= runs; run++) {
      const names = run % 2 ? Object.keys(origins) : Object.keys(origins).reverse()
      for (const name of names) {
        const { context, page, tracker } = await throttledPhone(browser)
        try {
          await page.goto(origins[name] + '/', { waitUntil: 'networkidle', timeout: 60_000 })
          await quietAfter(page, tracker)
          await page.evaluate(`window.__locate = ${locate.toString()}`)
          const where = await page.evaluate((t) => window.__locate(t), MENUS[name].target)
          if (!where) throw new Error(`no ${JSON.stringify(MENUS[name].target)}`)
          await page.evaluate(watchContact)
          await page.touchscreen.tap(where.x, where.y)
          await page.waitForFunction(() => window.__menu.shownAt !== null, undefined, { timeout: 20_000 })
          const seen = await page.evaluate(() => window.__menu)
          results[name].ms.push(seen.shownAt - seen.sentAt)
          log(`menu tap: ${name}: run ${run}/${runs}: ${Math.round(seen.shownAt - seen.sentAt)} ms`)
        } catch (error) {
          results[name].errors.push(error.message)
          log(`menu tap: ${name}: run ${run}/${runs}: ${error.message}`)
        } finally {
          await context.close()
        }
      }
    }
  } finally {
    await browser.close()
  }
  return Object.fromEntries(Object.entries(results).map(([name, r]) => [name, { ...r, median: median(r.ms) }]))
}
