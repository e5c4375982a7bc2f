import type { Locator, Page } from 'playwright-core'
import financing from '../../data/financing/financing.en.json'
import smsConsent from '../../data/sms-consent/sms-consent.en.json'
import { monthlyPayment } from '../../src/lib/financing'
import { RETRY_DELAYS_MS } from '../../src/lib/forms/outbox'
import { applicationSchema } from '../../src/lib/forms/schemas'
import formTexts from '../../data/ui-forms/ui-forms.en.json'
import {
  awake,
  content,
  focusBackOn,
  holdScripts,
  hydrated,
  newTab,
  openPage,
  openSite,
  type Site,
  undefinedColours,
  until,
} from './support/site'

// A stand-in for Netlify Forms: records every POST and answers as the test says.
type Posted = { path: string; contentType: string; fields: Record<string, string>; raw: string; status: number | 'hang' }
const posts: Posted[] = []
let answer: number | 'hang' = 200

let site: Site
beforeAll(async () => {
  site = await openSite({
    onPost: (request, body) => {
      const contentType = String(request.headers['content-type'] ?? '')
      const raw = body.toString('latin1')
      const fields = contentType.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body.toString('utf8')))
        : Object.fromEntries(
            [...raw.matchAll(/name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g)].map((m) => [
              m[1]!,
              m[2]!,
            ]),
          )
      posts.push({ path: request.url ?? '', contentType, fields, raw, status: answer })
      return answer
    },
  })
})
afterAll(() => site?.close())
beforeEach(() => {
  posts.length = 0
  answer = 200
})

const open = (path: string, options: Parameters<typeof newTab>[1] = {}) => openPage(site, path, options)

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ })
const toast = (page: Page, text: string) => toasts(page).getByText(text, { exact: true })
// Validation is asynchronous (yup): wait until the field is marked, rather than read it the instant after the click.
const markedInvalid = (form: Locator, label: string) => form.getByLabel(label).and(form.locator('[aria-invalid="true"]')).waitFor()
const toastCount = (page: Page, text: string) => toasts(page).getByText(text, { exact: true }).count()
const settled = (page: Page) =>
  until(page, 'every animation to end', () => document.getAnimations().every((a) => a.playState !== 'running'))

async function fillContact(scope: ReturnType<Page['locator']>, values: { name: string; email: string; phone: string; address?: string }) {
  await scope.getByLabel('Name').fill(values.name)
  await scope.getByLabel('Email').fill(values.email)
  await scope.getByLabel('Phone').fill(values.phone)
  if (values.address !== undefined) await scope.getByLabel('Property address').fill(values.address)
}

const lead = { name: 'Karen Mills', email: 'karen@example.com', phone: '(919) 555-0188', address: '212 Glenwood Ave, Raleigh' }
const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid']
const noCampaign = Object.fromEntries(CAMPAIGN.map((name) => [name, '']))

/**
 * From here the page's time (on Playwright's clock) stands still, and only the test moves it: real
 * time passing between a send and the test's next step (seconds, on a loaded machine) counted toward
 * the delays under test. The form's island is awake first: its catch-up waits for a timer.
 */
async function stopTime(page: Page, form: Locator) {
  await awake(page, form)
  // The page's clock runs until paused, and the clock has no "pause now": pause a moment ahead of the
  // page's time; if that moment passed before the call arrived (a loaded machine), a longer one.
  for (let ahead = 100; ; ahead *= 2) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead)
    } catch (error) {
      if (!/fast-forward to the past/.test(String(error))) throw error
    }
  }
}

describe('hero estimate form (home)', () => {
  it('delivers the request to Netlify Forms, confirms it and resets', async () => {
    const { page, context, errors } = await open('/')
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    await fillContact(form, lead)
    await form.getByLabel('Tell us about your project').fill('Two leaks over the garage after the last storm.')
    // Monday 10 am in Raleigh: the phone lines are open, so the call comes within 24 hours (src/lib/hours.ts)
    await page.clock.setFixedTime(new Date('2026-11-30T15:00:00Z'))
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    await expect(toast(page, "We'll get back to you within 24 hours.").isVisible()).resolves.toBe(true)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ path: '/', contentType: 'application/x-www-form-urlencoded' })
    expect(posts[0]!.fields).toEqual({
      'form-name': 'estimate',
      'bot-field': '',
      ...lead,
      message: 'Two leaks over the garage after the last storm.',
      source: 'Home page hero',
      sms_consent: 'no',
      sms_consent_version: smsConsent.version,
      'submission-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...noCampaign,
      landing_page: '/',
      referrer: '',
      language: 'en',
    })
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('')
    await expect(page.evaluate(() => sessionStorage.getItem('form-draft:estimate:hero'))).resolves.toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the spec's messages, linked to their fields and announced, and sends nothing", async () => {
    const { page, context } = await open('/')
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    await form.getByLabel('Name').fill('K')
    await form.getByLabel('Email').fill('karen@')
    await form.getByLabel('Phone').fill('919-555')
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    const expected: Array<[string, string]> = [
      ['Name', 'Name must be at least 2 characters'],
      ['Email', 'Invalid email address'],
      ['Phone', 'Phone number must be at least 10 digits'],
      ['Property address', 'Address is required'],
    ]
    for (const [label, message] of expected) {
      const input = form.getByLabel(label)
      await markedInvalid(form, label)
      const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
      const error = form.getByRole('alert').filter({ hasText: message })
      await expect(error.count()).resolves.toBe(1)
      expect(describedBy.split(' ')).toContain((await error.getAttribute('id')) ?? 'missing id')
    }
    await expect(form.getByLabel('Name').evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(posts).toHaveLength(0)
    await context.close()
  })
})

describe('the estimate form on a Spanish page', () => {
  it('speaks Spanish, from its messages to its confirmation, and marks the request language=es', async () => {
    const { page, context, errors } = await open('/es/')
    const form = page.getByRole('form', { name: 'Pida su estimado gratis' })
    await form.getByLabel('Nombre').fill('K')
    await form.getByRole('button', { name: 'Quiero mi estimado gratis' }).click()
    for (const [label, message] of [
      ['Nombre', 'El nombre debe tener al menos 2 caracteres'],
      ['Correo electrónico', 'Correo electrónico no válido'],
      ['Teléfono', 'El teléfono debe tener al menos 10 dígitos'],
      ['Dirección de la propiedad', 'La dirección es obligatoria'],
    ]) {
      await markedInvalid(form, label!)
      await expect(form.getByRole('alert').filter({ hasText: message! }).count()).resolves.toBe(1)
    }
    expect(posts).toHaveLength(0)
    // when: the Spanish hours of data/site
    const callback =
      /^Un miembro de nuestro equipo que habla español le devolverá la llamada de lunes a viernes, de 8\sa\.\sm\. a 6\sp\.\sm\.$/
    await expect(form.getByText(callback).isVisible()).resolves.toBe(true)
    await form.getByLabel('Nombre').fill('Karina Molina')
    await form.getByLabel('Correo electrónico').fill('karina@example.com')
    await form.getByLabel('Teléfono').fill('(919) 555-0199')
    await form.getByLabel('Dirección de la propiedad').fill('88 Oak St, Garner')
    await form.getByRole('button', { name: 'Quiero mi estimado gratis' }).click()
    await toast(page, '¡Solicitud de estimado enviada!').waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.fields).toMatchObject({ 'form-name': 'estimate', name: 'Karina Molina', language: 'es', landing_page: '/es/' })
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("the form beside a page's title keeps what the visitor typed", () => {
  it("before the page's scripts ran, and delivers it once they have", async () => {
    const { page, context } = await newTab(site, { width: 412, height: 823 })
    const { release } = await holdScripts(page, /\/app-[0-9a-f]+\.js$/)
    await page.goto(site.url + '/')
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    await fillContact(form, lead) // a slow phone: the visitor types before the page's scripts arrive
    release()
    await hydrated(page)
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(lead.name)
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(lead.email)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.fields).toMatchObject({ 'form-name': 'estimate', ...lead, source: 'Home page hero' })
    await context.close()
  })

  it("is checked by the browser when sent before the page's scripts ran: nothing empty or half-filled leaves", async () => {
    const { page, context } = await newTab(site, { width: 412, height: 823 })
    const { release } = await holdScripts(page, /\/app-[0-9a-f]+\.js$/)
    await page.goto(site.url + '/')
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    // The browser names each field it refuses with an `invalid` event, before it would send anything.
    type Refused = { refused?: string[] }
    await page.evaluate(() => {
      const refused: string[] = ((window as Refused).refused = [])
      document.addEventListener('invalid', (e) => refused.push((e.target as HTMLInputElement).name), true)
    })
    const refusedNow = async () => {
      // (a page without the list is the next one: the browser sent the form and left)
      await until(page, 'the browser to refuse a field, or to send the form', () => (window as Refused).refused?.length !== 0)
      return page.evaluate(() => (window as Refused).refused?.splice(0) ?? 'the form was sent')
    }
    const button = form.getByRole('button', { name: 'Get My Free Estimate' })
    await button.focus()
    await page.keyboard.press('Space')
    await expect(refusedNow()).resolves.toEqual(['name', 'email', 'phone', 'address'])
    await fillContact(form, { ...lead, name: ' K ', phone: '919-555' })
    await button.click()
    await expect(refusedNow()).resolves.toEqual(['name', 'phone'])
    expect(posts).toEqual([])
    // still the page, its first refused field in focus for the visitor to mend
    await expect(page.evaluate(() => location.pathname + ' ' + document.activeElement?.getAttribute('name'))).resolves.toBe('/ name')
    release()
    await context.close()
  })

  it("while the form's own code was on its way, and delivers it once it has come", async () => {
    const { page, context } = await open('/')
    // The page has loaded; the form's code is fetched when the visitor first touches the form: held
    // back (a slow phone, a slow network) until the visitor has typed everything.
    const { asked: codeAsked, release } = await holdScripts(page, /\.js$/)
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    const island = page.locator('[data-island]').filter({ has: form })
    await fillContact(form, lead)
    await form.getByLabel('Tell us about your project').fill('A leak by the chimney.')
    await codeAsked // the first touch woke the form, which asked for its code
    await expect(island.getAttribute('data-awake')).resolves.toBeNull()
    release()
    await awake(page, form)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.fields).toMatchObject({ 'form-name': 'estimate', ...lead, message: 'A leak by the chimney.' })
    await context.close()
  })

  it("answers a form sent empty while its code was on its way with the page's own messages, once it has come", async () => {
    const { page, context } = await open('/')
    const { asked: codeAsked, release } = await holdScripts(page, /\.js$/)
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    const button = form.getByRole('button', { name: 'Get My Free Estimate' })
    await button.focus() // as a screen reader moves focus: the form wakes and asks for its code
    await codeAsked
    await page.keyboard.press('Space') // the browser refuses the empty fields by their HTML
    release()
    await form.getByRole('alert').filter({ hasText: 'Name must be at least 2 characters' }).waitFor()
    await expect(form.getByRole('alert').filter({ hasText: 'Invalid email address' }).count()).resolves.toBe(1)
    expect(posts).toEqual([])
    await context.close()
  })

  it("from an earlier visit of the page in the same tab, even one left before the form's code had come", async () => {
    const { page, context } = await open('/cary/')
    const form = page.getByRole('form', { name: 'Request a quote' }).first()
    // The form's code, asked for when the visitor first touches the form, is held back until the
    // visitor has gone: the page is left with the form as the server wrote it.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding = true
    let asked = () => {}
    const codeAsked = new Promise<void>((resolve) => (asked = resolve))
    await page.route(/\.js$/, async (route) => {
      if (holding) {
        asked()
        await held
      }
      await route.fallback().catch(() => {}) // (the page it was asked for may be gone)
    })
    await form.getByLabel('Name').fill(lead.name)
    await codeAsked
    await expect(page.locator('[data-island]').filter({ has: form }).first().getAttribute('data-awake')).resolves.toBeNull()
    holding = false
    await page.goto(site.url + '/about/')
    release()
    await page.goto(site.url + '/cary/')
    await hydrated(page)
    await awake(page, form) // a form with a draft wakes as the page starts, to show it
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(lead.name)
    await context.close()
  })
})

describe('what a lead carries besides the form', () => {
  it("says where the visit came from: the first page's campaign tags and the referring site, on any later page", async () => {
    const tab = await newTab(site)
    await tab.page.goto(`${site.url}/?utm_source=google&utm_medium=cpc&utm_campaign=storm-2026&gclid=TEST-123`, {
      referer: 'https://www.google.com/',
    })
    await hydrated(tab.page)
    // on to another page inside the site, then the contact page's form
    await tab.page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
    await tab.page.waitForURL('**/contact/')
    await hydrated(tab.page)
    const form = tab.page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await toast(tab.page, 'Estimate Request Sent!').waitFor()
    expect(posts[0]!.fields).toMatchObject({
      ...noCampaign,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'storm-2026',
      gclid: 'TEST-123',
      landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=storm-2026&gclid=TEST-123',
      referrer: 'www.google.com',
    })
    expect(tab.errors).toEqual([])
    await tab.context.close()
  })

  it("asks for consent to texts with an unchecked box and its disclosure, and sends the choice with the wording's version", async () => {
    const { page, context } = await open('/contact/')
    const form = page.getByRole('form', { name: 'Request a quote' })
    const box = form.getByRole('checkbox', { name: /^Text me about my estimate/ })
    await expect(box.isChecked()).resolves.toBe(false)
    const disclosure = await box.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent)
    expect(disclosure).toContain(`text messages from ${content.site.brand}`)
    expect(disclosure).toMatch(/Msg & data rates may apply\. Reply STOP to opt out, HELP for help\./)
    await expect(form.getByRole('link', { name: smsConsent.termsLabel }).getAttribute('href')).resolves.toBe('/sms-terms/')
    await fillContact(form, lead)
    await form.getByText(smsConsent.label).click() // the label, as a visitor taps it
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    expect(posts[0]!.fields).toMatchObject({ sms_consent: 'yes', sms_consent_version: smsConsent.version })
    await context.close()
  })

  it('has SMS terms and a privacy policy that say what texts are and that consent is not a condition', async () => {
    const { page, context } = await open('/sms-terms/')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('SMS Terms')
    const terms = (await page.getByRole('main').textContent())!
    for (const words of ['Reply STOP', 'Reply HELP', 'Message and data rates may apply', 'not a condition']) expect(terms).toContain(words)
    await page.goto(site.url + '/privacy/')
    const privacy = (await page.getByRole('main').textContent())!
    expect(privacy).toContain('Consent to texts is not a condition of getting an estimate')
    expect(privacy).toContain('Where your visit came from')
    await context.close()
  })
})

describe('when delivery fails, nothing is lost and nothing arrives twice (the outbox)', () => {
  const savedNotice = (scope: ReturnType<Page['locator']>) =>
    scope.getByRole('alert').filter({ hasText: 'Saved on this device, not sent yet' })
  const outboxOf = (page: Page) => page.evaluate(() => localStorage.getItem('form-outbox'))
  /** the requests with this id the form service took */
  const delivered = (id: string) => posts.filter((p) => p.fields['submission-id'] === id && typeof p.status === 'number' && p.status < 300)

  it('keeps a request the host could not take (a 5xx) on the device, says so, and sends it by itself once the host answers again', async () => {
    const { page, context } = await open('/contact/', { fakeClock: true })
    const form = page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    await form.getByLabel('Service needed').selectOption('Roof Repair')
    await stopTime(page, form)
    answer = 500
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    // said beside the button just pressed, announced, with the phone and a way to cancel
    const notice = savedNotice(form)
    await notice.waitFor()
    await expect(notice.getByText(/saved on this device and will be sent by itself/).count()).resolves.toBe(1)
    await expect(notice.getByText(new RegExp(`call us at ${content.site.phone.replace(/[()]/g, '\\$&')}`)).count()).resolves.toBe(1)
    await expect(notice.getByRole('link', { name: `Call ${content.site.phone}` }).getAttribute('href')).resolves.toMatch(/^tel:/)
    await expect(notice.getByRole('button', { name: 'Cancel request' }).isVisible()).resolves.toBe(true)
    await expect(undefinedColours(page)).resolves.toEqual([])
    await expect(toastCount(page, 'Estimate Request Sent!')).resolves.toBe(0)
    expect(posts).toHaveLength(1)
    const id = posts[0]!.fields['submission-id']
    // the host answers again: the next try, 5 s later (the page's clock run ahead to it), delivers it, once
    answer = 200
    await page.clock.runFor(RETRY_DELAYS_MS[0])
    await toast(page, 'Your saved estimate request was sent').waitFor()
    await notice.waitFor({ state: 'detached' })
    expect(delivered(id!)).toHaveLength(1)
    expect(delivered(id!)[0]!.fields).toMatchObject({ 'form-name': 'quote', ...lead, service: 'Roof Repair', source: 'Contact page' })
    await expect(outboxOf(page)).resolves.toBeNull()
    await context.close()
  })

  it('keeps a request made offline, and sends it as soon as the connection is back', async () => {
    const { page, context } = await open('/')
    const form = page.getByRole('form', { name: 'Get Your Free Estimate' })
    await fillContact(form, lead)
    // The hero form is an island that hydrates when first used (typing); the outbox is its script's.
    // Going offline before that would test the form without JavaScript, which the browser submits.
    await awake(page, form)
    await context.setOffline(true)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    await savedNotice(form).waitFor()
    expect(posts).toHaveLength(0)
    await context.setOffline(false)
    await toast(page, 'Your saved estimate request was sent').waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.fields).toMatchObject({ 'form-name': 'estimate', ...lead, source: 'Home page hero' })
    await context.close()
  })

  it('sends a kept request when the visitor comes back after a reload, and says it waits while the host is down', async () => {
    const { page, context } = await open('/contact/')
    const form = page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    answer = 503
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await savedNotice(form).waitFor()
    await page.goto(site.url + '/about/')
    await hydrated(page)
    // still down: the page says the request waits, with the phone and a way to cancel
    await toast(page, 'Your estimate request is waiting to be sent').waitFor()
    await expect(toasts(page).getByRole('button', { name: 'Cancel request' }).isVisible()).resolves.toBe(true)
    const id = posts[0]!.fields['submission-id']!
    answer = 200
    await page.reload()
    await hydrated(page)
    await toast(page, 'Your saved estimate request was sent').waitFor()
    expect(delivered(id)).toHaveLength(1)
    // nothing is left to send: a page opened now starts no sending at all
    await expect(outboxOf(page)).resolves.toBeNull()
    await page.reload()
    await hydrated(page)
    expect(delivered(id)).toHaveLength(1) // not again
    await context.close()
  })

  it('sends a kept request once when two tabs of the site are open as the connection comes back', async () => {
    const first = await open('/contact/')
    const form = first.page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    answer = 500
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await savedNotice(form).waitFor()
    const id = posts[0]!.fields['submission-id']!
    const second = await first.context.newPage()
    await second.goto(site.url + '/about/')
    await hydrated(second)
    // the second tab has tried at once, as a page opened with a request waiting does, and said so
    await toast(second, 'Your estimate request is waiting to be sent').waitFor()
    answer = 200
    // no try under way in either tab; then both hear the connection come back at the same moment
    await until(first.page, 'no sending pass in any tab', async () => (await navigator.locks.query()).held?.length === 0)
    await first.context.setOffline(true)
    await first.context.setOffline(false)
    await Promise.race([
      toast(first.page, 'Your saved estimate request was sent').waitFor(),
      toast(second, 'Your saved estimate request was sent').waitFor(),
    ])
    // every sending pass has ended in both tabs (none holds the lock) and nothing is left to send
    await until(
      first.page,
      'no sending pass in any tab and nothing left to send',
      async () => (await navigator.locks.query()).held?.length === 0 && localStorage.getItem('form-outbox') === null,
    )
    expect(delivered(id)).toHaveLength(1)
    await expect(outboxOf(second)).resolves.toBeNull()
    await expect(undefinedColours(first.page)).resolves.toEqual([])
    await expect(undefinedColours(second)).resolves.toEqual([])
    await first.context.close()
  })

  it('cancels a kept request: it never goes, and what was typed is back in the form', async () => {
    const { page, context } = await open('/contact/')
    const form = page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    answer = 500
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await savedNotice(form).getByRole('button', { name: 'Cancel request' }).click()
    await form.getByText('Request cancelled').waitFor()
    await expect(undefinedColours(page)).resolves.toEqual([])
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(lead.name)
    await expect(form.getByLabel('Property address').inputValue()).resolves.toBe(lead.address)
    await expect(outboxOf(page)).resolves.toBeNull() // so a page opened now starts no sending at all
    answer = 200
    await page.reload()
    await hydrated(page)
    expect(posts.filter((p) => p.fields['submission-id'] === posts[0]!.fields['submission-id'])).toHaveLength(1) // the refused try only
    await context.close()
  })

  it('drops a kept request the form service refuses for good, says so on the open page and gives the form back', async () => {
    const { page, context } = await open('/contact/', { fakeClock: true })
    const form = page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    await stopTime(page, form)
    answer = 503
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await savedNotice(form).waitFor()
    const id = posts[0]!.fields['submission-id']!
    answer = 422 // the next try, 5 s later, is refused: it would be refused again, every time
    await page.clock.runFor(RETRY_DELAYS_MS[0])
    await toast(page, 'Your saved estimate request could not be sent').waitFor()
    await form.getByRole('alert').filter({ hasText: 'Your request was not sent' }).waitFor()
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(lead.name)
    await expect(form.getByLabel('Property address').inputValue()).resolves.toBe(lead.address)
    await expect(outboxOf(page)).resolves.toBeNull()
    // nothing is left to try: a page opened now sends nothing
    answer = 200
    await page.clock.resume() // (the next page's own start waits for timers)
    await page.reload()
    await hydrated(page)
    expect(posts.filter((p) => p.fields['submission-id'] === id).map((p) => p.status)).toEqual([503, 422])
    await context.close()
  })

  it('says at once when the form service refuses a request, keeping it in the form and not on the device', async () => {
    const { page, context } = await open('/contact/')
    const form = page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    answer = 400
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await form.getByRole('alert').filter({ hasText: 'Your request was not sent' }).waitFor()
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(lead.name)
    await expect(outboxOf(page)).resolves.toBeNull()
    await expect(savedNotice(form).count()).resolves.toBe(0)
    await context.close()
  })

  it("on a later visit, Cancel deletes a kept request without putting the earlier visitor's details in any form", async () => {
    const first = await open('/contact/')
    const form = first.page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    answer = 503
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await savedNotice(form).waitFor()
    // another tab of the same browser: it shares the device's storage, not the first tab's session
    const later = await first.context.newPage()
    await later.goto(site.url + '/contact/')
    await hydrated(later)
    await toast(later, 'Your estimate request is waiting to be sent').waitFor()
    await toasts(later).getByRole('button', { name: 'Cancel request' }).click()
    await toast(later, 'Request deleted').waitFor()
    await expect(outboxOf(later)).resolves.toBeNull()
    const laterForm = later.getByRole('form', { name: 'Request a quote' })
    await expect(laterForm.getByLabel('Name').inputValue()).resolves.toBe('')
    await expect(later.evaluate(() => JSON.stringify(sessionStorage))).resolves.not.toContain(lead.phone)
    await later.reload()
    await hydrated(later)
    await expect(laterForm.getByLabel('Name').inputValue()).resolves.toBe('')
    await first.context.close()
  })

  it('deletes unsent a request still kept 72 hours after it was made', async () => {
    const first = await open('/contact/')
    const form = first.page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    answer = 503
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await savedNotice(form).waitFor()
    const id = posts[0]!.fields['submission-id']!
    await first.page.close()
    answer = 200
    // the device is used again three days later, the form service answering again
    const later = await first.context.newPage()
    await later.clock.install({ time: Date.now() + 72 * 60 * 60 * 1000 + 60_000 })
    await later.goto(site.url + '/about/')
    await hydrated(later)
    await until(later, 'the expired request to be deleted', () => localStorage.getItem('form-outbox') === null)
    expect(posts.filter((p) => p.fields['submission-id'] === id).map((p) => p.status)).toEqual([503])
    await expect(toastCount(later, 'Your saved estimate request was sent')).resolves.toBe(0)
    await first.context.close()
  })

  it('sends an application without a resume too large to keep, and says so', async () => {
    const { page, context } = await open('/careers/')
    await page.getByRole('button', { name: 'Apply Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: /^Apply: / })
    await fillContact(dialog, { name: lead.name, email: lead.email, phone: lead.phone })
    await dialog.getByLabel('Years of roofing experience').fill('6')
    const big = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024, 1) }
    await dialog.getByLabel(/^Resume/).setInputFiles(big)
    await context.setOffline(true)
    await dialog.getByRole('button', { name: 'Send Application' }).click()
    await savedNotice(dialog).waitFor()
    await expect(
      dialog.getByText(`Your resume (resume.pdf) is too large to keep on this device, so it will go without it`, { exact: false }).count(),
    ).resolves.toBe(1)
    await context.setOffline(false)
    await toast(page, 'Your saved application was sent').waitFor()
    // an applicant is promised a call in days, as the application's own confirmation says (not an estimate's 24 hours)
    await toast(page, "We have it now. We'll call you within a few business days.").waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.fields).toMatchObject({ 'form-name': 'application', name: lead.name, experience: '6' })
    expect(posts[0]!.raw).not.toContain('filename="resume.pdf"')
    await context.close()
  })

  it('treats a form service that never answers as a failure after 15 s', async () => {
    const tab = await newTab(site)
    await tab.page.clock.install()
    await tab.page.goto(`${site.url}/contact/`)
    await hydrated(tab.page)
    const form = tab.page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    await stopTime(tab.page, form)
    answer = 'hang'
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    const button = form.getByRole('button', { name: /Sending/ })
    await button.waitFor()
    await expect(button.isDisabled()).resolves.toBe(true)
    await tab.page.clock.fastForward(14_000)
    await expect(savedNotice(form).count()).resolves.toBe(0)
    await tab.page.clock.fastForward(1_500)
    await savedNotice(form).waitFor()
    await expect(outboxOf(tab.page)).resolves.toContain(lead.email)
    await tab.context.close()
  })

  it('keeps what was typed through a reload of the tab, until it is delivered', async () => {
    const { page, context } = await open('/contact/')
    const form = page.getByRole('form', { name: 'Request a quote' })
    await fillContact(form, lead)
    await form.getByLabel('Tell us about your project').fill('Gutters overflow at the back.')
    await page.reload()
    await hydrated(page)
    await awake(page, form) // a form with a draft wakes as the page starts, to show it
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(lead.name)
    await expect(form.getByLabel('Tell us about your project').inputValue()).resolves.toBe('Gutters overflow at the back.')
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    await page.reload()
    await hydrated(page)
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('')
    await context.close()
  })
})

describe('address estimate box (home)', () => {
  const box = (page: Page) => page.getByRole('region', { name: 'What would a new roof cost at your address?' })

  it('asks for an address when START is pressed with none', async () => {
    const { page, context } = await open('/')
    await box(page).getByRole('button', { name: 'START' }).click()
    await toast(page, 'Missing Information').waitFor()
    await expect(toastCount(page, 'Please enter your address to get an estimate')).resolves.toBe(1)
    await expect(undefinedColours(page)).resolves.toEqual([])
    await context.close()
  })

  it('prices a roof in a served town at once, refines it, and carries it into the quote', async () => {
    const { page, context } = await open('/')
    const section = box(page)
    await section.getByLabel('Your address').fill('212 Glenwood Ave, RALEIGH, NC')
    await section.getByRole('button', { name: 'START' }).click()
    await toast(page, 'Calculating Estimate').waitFor()
    await expect(undefinedColours(page)).resolves.toEqual([])
    const range = section.getByTestId('price-range')
    // Raleigh's typical home: 2,100 sq ft on two stories, medium pitch, architectural shingles.
    await expect(range.textContent()).resolves.toBe('$9,200–$12,400')
    // and what that means per month, for each term, with its disclaimer
    const monthly = section.getByTestId('monthly-estimate')
    const longest = Math.max(...financing.termsMonths)
    const perMonth = (price: number) => `$${monthlyPayment(price, financing.apr, longest).toLocaleString('en-US')}`
    await expect(monthly.textContent()).resolves.toContain(`Over ${longest} months${perMonth(9_200)}–${perMonth(12_400)} a month`)
    await expect(monthly.textContent()).resolves.toMatch(/Example only, not an offer of credit/)
    await section.getByLabel('Stories').selectOption('1')
    await expect(range.textContent()).resolves.toBe('$16,600–$22,400')
    await expect(monthly.textContent()).resolves.toContain(`${perMonth(16_600)}–${perMonth(22_400)} a month`)
    await section.getByLabel('Material').selectOption('standing-seam')
    const metal = await range.textContent()
    expect(Number(metal!.replace(/[^\d-]/g, '').split('-')[0])).toBeGreaterThan(30_000)
    await section.getByRole('button', { name: 'Get my exact quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get My Exact Quote' })
    await expect(dialog.getByLabel('Property address').inputValue()).resolves.toBe('212 Glenwood Ave, RALEIGH, NC')
    await expect(dialog.getByLabel('Tell us about your project').inputValue()).resolves.toContain(`Instant estimate shown: ${metal}`)
    // the service the visitor just priced (data/pricing/pricing.en.json), not "Not sure"
    await expect(dialog.getByLabel('Service needed').inputValue()).resolves.toBe('Roof Replacement')
    await fillContact(dialog, { name: lead.name, email: lead.email, phone: lead.phone })
    await expect(undefinedColours(page)).resolves.toEqual([])
    await dialog.getByRole('button', { name: 'Request My Free Quote' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    await expect(undefinedColours(page)).resolves.toEqual([])
    expect(posts[0]!.fields).toMatchObject({
      'form-name': 'quote',
      address: '212 Glenwood Ave, RALEIGH, NC',
      source: 'Home page: address estimate box',
    })
    expect(posts[0]!.fields.message).toContain('Material: Standing-seam metal')
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('gives a "from $N/month" on the page of the service it prices, and nowhere else', async () => {
    const { page, context } = await open('/services/roof-replacement/')
    const line = page.getByTestId('financing-from')
    await expect(line.textContent()).resolves.toMatch(/^Financing available: from \$\d{2,3}\/month\* for a \$[\d,]+ roof over \d+ months\./)
    await expect(line.textContent()).resolves.toContain('Example only, not an offer of credit')
    await page.goto(site.url + '/services/roof-repair/')
    await hydrated(page)
    await expect(page.getByTestId('financing-from').count()).resolves.toBe(0)
    await context.close()
  })

  it('finds towns written with or without their hyphen', async () => {
    const { page, context } = await open('/')
    await box(page).getByLabel('Your address').fill('7 Main St, fuquay varina')
    await box(page).getByRole('button', { name: 'START' }).click()
    // (after the roof function's answer: "not configured" here, with no Google key)
    await box(page).getByText('Typical roof replacement in Fuquay-Varina').waitFor()
    await context.close()
  })

  it('offers a quote by hand for any other address, and hides that offer when the address changes', async () => {
    const { page, context } = await open('/')
    const section = box(page)
    await section.getByLabel('Your address').fill('15 Queens Rd, Charlotte')
    await section.getByRole('button', { name: 'START' }).click()
    await section.getByText("We can't give an instant quote for that address.").waitFor()
    const still = section.getByRole('button', { name: "I'D STILL LIKE A QUOTE" })
    await still.click()
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' })
    await expect(dialog.getByLabel('Property address').inputValue()).resolves.toBe('15 Queens Rd, Charlotte')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await focusBackOn(page, still, "the 'still like a quote' button")
    await section.getByLabel('Your address').fill('15 Queens Rd, Charlotte, NC')
    await expect(section.getByTestId('no-instant-quote').count()).resolves.toBe(0)
    await context.close()
  })

  it('draws the map of the towns without asking Google (no key at build time)', async () => {
    const { page, context, thirdParty } = await open('/')
    const map = box(page).getByRole('figure')
    await expect(map.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(400)
    await expect(map.getByRole('link').count()).resolves.toBe(content.towns.length)
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    await context.close()
  })
})

describe('quote dialogs', () => {
  it("opens 'Get Free Estimate' as a 425 px modal, keeps Tab off the page behind and returns focus to the button", async () => {
    const { page, context } = await open('/cary/')
    const opener = page.getByRole('button', { name: 'Get Free Estimate' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Get a Free Estimate' })
    await dialog.waitFor()
    await settled(page)
    await expect(dialog.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(425)
    await expect(dialog.evaluate((el) => el.matches(':modal'))).resolves.toBe(true)
    // The browser's own modal: past its last control Tab goes to the browser's own controls (the page
    // shows no element in focus), then back into the dialog; never to the page behind it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      await expect(
        dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body).then((ok) => ({ i, ok })),
      ).resolves.toEqual({ i, ok: true })
    }
    // Closed from the keyboard, as the visitor who needs focus back moves: a mouse left resting where
    // the close button was (over the header's menus at this size) opens the menu under it by hover
    // once the dialog has gone, and an open menu takes focus.
    await dialog.getByRole('button', { name: 'Close' }).press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await focusBackOn(page, opener, 'the button that opened the dialog')
    await context.close()
  })

  it('chooses the service of the service page it was opened from', async () => {
    const { page, context } = await open('/services/gutter-skylight/')
    await page.getByRole('button', { name: 'Get Free Estimate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get a Free Estimate' })
    await expect(dialog.getByLabel('Service needed').inputValue()).resolves.toBe('Gutters & Skylights')
    await fillContact(dialog, lead)
    await dialog.getByRole('button', { name: 'Request My Free Quote' }).click()
    await toast(page, 'Estimate Request Sent!').waitFor()
    expect(posts[0]!.fields).toMatchObject({ service: 'Gutters & Skylights', source: 'Service page: Gutters & Skylights' })
    await context.close()
  })

  it("opens from the services overview's 'Get a Free Estimate'", async () => {
    const { page, context } = await open('/services/', { width: 375, height: 800 })
    await page.getByRole('button', { name: 'Get a Free Estimate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get a Free Estimate' })
    await dialog.getByLabel('Name').waitFor()
    await settled(page)
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(375 - 32)
    await context.close()
  })
})

describe('job application (careers)', () => {
  it('sends an application with a resume as multipart form data', async () => {
    const { page, context } = await open('/careers/')
    await page.getByRole('button', { name: 'Apply Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply: Experienced Roofer' })
    await fillContact(dialog, { name: lead.name, email: lead.email, phone: lead.phone })
    await dialog.getByLabel('Years of roofing experience').fill('6')
    await dialog
      .getByLabel('Resume')
      .setInputFiles({ name: 'karen-mills.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') })
    await dialog.getByRole('button', { name: 'Send Application' }).click()
    await toast(page, 'Application Sent!').waitFor()
    expect(posts[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(posts[0]!.fields).toMatchObject({ 'form-name': 'application', name: lead.name, experience: '6', position: 'Experienced Roofer' })
    expect(posts[0]!.raw).toContain('filename="karen-mills.pdf"')
    expect(posts[0]!.raw).toContain('%PDF-1.4 resume')
    await context.close()
  })

  it('delivers an application with a large resume over a slow upload, instead of giving up at 15 s', async () => {
    const { page, context } = await open('/careers/', { fakeClock: true })
    await page.getByRole('button', { name: 'Apply Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply: Experienced Roofer' })
    await fillContact(dialog, { name: lead.name, email: lead.email, phone: lead.phone })
    await dialog.getByLabel('Years of roofing experience').fill('6')
    const resume = Buffer.alloc(2 * 1024 * 1024, 0x25)
    await dialog.getByLabel('Resume').setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: resume })
    // A phone's upload at 1 Mbit/s: the form service has the 2 MB about 17 s later, on the page's clock,
    // which the test runs on while the request waits.
    let arrive = () => {}
    const uploaded = new Promise<void>((resolve) => (arrive = resolve))
    let sending = () => {}
    const sent = new Promise<void>((resolve) => (sending = resolve))
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        sending()
        await uploaded
        await route.fallback()
      },
    )
    await stopTime(page, dialog)
    await dialog.getByRole('button', { name: 'Send Application' }).click()
    await sent
    await page.clock.runFor(17_000)
    arrive()
    await toast(page, 'Application Sent!').waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.raw).toContain('filename="portfolio.pdf"')
    await expect(page.evaluate(() => localStorage.getItem('form-outbox'))).resolves.toBeNull()
    await context.close()
  })

  it('takes no resume over 6 MB, so a whole application fits in what the form service accepts', async () => {
    const { page, context } = await open('/careers/')
    await page.getByRole('button', { name: 'Apply Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply: Experienced Roofer' })
    await dialog.getByText('PDF or Word, up to 6 MB.').waitFor()
    await dialog
      .getByLabel('Resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024 + 1, 0x25) })
    await dialog.getByText('Resume must be 6 MB or smaller').waitFor()
    await context.close()
  })

  it('refuses a resume that is not a PDF or Word file', async () => {
    const { page, context } = await open('/careers/')
    await page.getByRole('button', { name: 'Apply Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply: Experienced Roofer' })
    await dialog.getByLabel('Resume').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
    await dialog.getByText('Resume must be a PDF or Word document').waitFor()
    await dialog.getByRole('button', { name: 'Send Application' }).click()
    await dialog.getByText('Please enter your years of experience (0-60)').waitFor()
    expect(posts).toHaveLength(0)
    await context.close()
  })
})

describe('forms Netlify can detect in the built HTML', () => {
  // Netlify keeps only the fields it found in the built form: the id and the visit's origin are in all.
  const HIDDEN = ['submission-id', ...CAMPAIGN, 'landing_page', 'referrer']
  const CONSENT = ['sms_consent', 'sms_consent_version']
  // the storm check's inspection button fills these in (storm-check.test.ts); every quote form declares them
  const STORM = ['storm_date', 'storm_hail_in', 'storm_wind_mph', 'storm_tornado', 'storm_place']
  // what the address box measured and the material chosen, sent with its quote request
  const ROOF = ['roof_squares', 'roof_pitch', 'measured', 'imagery_date', 'roof_tier', 'roof_stories']
  const formsIn = async (path: string) => {
    const html = await (await fetch(site.url + path)).text()
    return [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/gs)].map(([, attrs, inner]) => ({
      name: /name="([^"]+)"/.exec(attrs!)?.[1],
      netlify: /data-netlify="true"/.test(attrs!),
      honeypot: /\sdata-netlify-honeypot="bot-field"/.test(attrs!),
      hidden: /\bhidden\b/.test(attrs!),
      formName: /<input type="hidden" name="form-name" value="([^"]+)"/.exec(inner!)?.[1],
      fields: [...inner!.matchAll(/<(?:input|select|textarea)[^>]*name="([^"]+)"/g)].map((m) => m[1]),
    }))
  }

  it.each([
    ['/', 'estimate', ['name', 'email', 'phone', 'address', 'message', 'source', ...CONSENT]],
    ['/contact/', 'quote', ['name', 'email', 'phone', 'address', 'service', 'message', 'source', ...CONSENT, ...ROOF, ...STORM]],
    ['/cary/', 'quote', ['name', 'email', 'phone', 'address', 'service', 'message', 'source', ...CONSENT, ...ROOF, ...STORM]],
    ['/', 'quote', ['name', 'email', 'phone', 'address', 'service', 'message', 'source', ...CONSENT, ...ROOF, ...STORM]],
  ])('%s declares the %s form with all its fields', async (path, name, fields) => {
    const form = (await formsIn(path)).find((f) => f.name === name)
    expect(form).toMatchObject({ netlify: true, honeypot: true, formName: name })
    expect(form!.fields).toEqual(expect.arrayContaining(['form-name', 'bot-field', ...fields, ...HIDDEN]))
  })

  it('limits each text field in the HTML as the form does (maxlength)', async () => {
    const html = await (await fetch(site.url + '/contact/')).text()
    const form = /<form[^>]*name="quote"[^>]*>(.*?)<\/form>/s.exec(html)![1]!
    const maxOf = (name: string) =>
      new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`)
        .exec(form)?.[0]
        .match(/maxLength="(\d+)"|maxlength="(\d+)"/i)
        ?.slice(1)
        .find(Boolean)
    expect(Object.fromEntries(['name', 'email', 'phone', 'address', 'message'].map((n) => [n, maxOf(n)]))).toEqual({
      name: '100',
      email: '254',
      phone: '30',
      address: '200',
      message: '2000',
    })
  })

  it("has the application form in /careers/'s HTML (in its dialog) with every field its schema validates, its file field among them", async () => {
    const form = (await formsIn('/careers/')).find((f) => f.name === 'application')
    expect(form).toMatchObject({ netlify: true, honeypot: true, formName: 'application' })
    const validated = Object.keys(applicationSchema(formTexts.texts.validation).fields)
    expect(validated).toContain('resume')
    expect(form!.fields).toEqual(expect.arrayContaining([...validated, 'position', ...HIDDEN]))
  })
})
