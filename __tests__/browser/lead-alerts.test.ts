// Speed to lead on this machine (issue 48): the hero form and a Spanish quote form sent through the
// local server, which takes them as Netlify Forms does and runs submission-created, whose texts and
// e-mails reach stand-ins for Twilio and Resend (TWILIO_API_ORIGIN, RESEND_API_ORIGIN): the office's
// text and e-mail, and the homeowner's confirmation in the language of the form; a text to the
// homeowner only with the box ticked. Every other host is blocked.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator } from 'playwright-core'
import formsEn from '../../data/ui-forms/ui-forms.en.json'
import formsEs from '../../data/ui-forms/ui-forms.es.json'
import consentEn from '../../data/sms-consent/sms-consent.en.json'
import consentEs from '../../data/sms-consent/sms-consent.es.json'
import { readFileSync, readdirSync } from 'node:fs'
import sharp from 'sharp'
import { violations } from './support/axe'
import { openPage, openSite, type Site } from './support/site'

type Message = { kind: 'text' | 'email'; body: Record<string, unknown> }
const received: Message[] = []
/** how many submissions submission-created has answered: every channel has had its outcome then */
let answered = 0
let standIn: http.Server
let site: Site
let formsDir: string

beforeAll(async () => {
  // Twilio's Messages API and Resend's e-mails, as they answer a message they take
  standIn = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      if (/^\/2010-04-01\/Accounts\/AC[0-9a-f]{32}\/Messages\.json$/.test(req.url ?? '')) {
        received.push({ kind: 'text', body: Object.fromEntries(new URLSearchParams(raw)) })
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }))
      } else if (req.url === '/emails') {
        received.push({ kind: 'email', body: JSON.parse(raw) as Record<string, unknown> })
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `email-${received.length}` }))
      } else res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/`
  formsDir = mkdtempSync(path.join(os.tmpdir(), 'lead-alerts-forms-'))
  site = await openSite({
    formsDir,
    onFormsLog: (line) => void (/submission-created answered/.test(line) && answered++),
    functionSettings: {
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
      OFFICE_ALERT_SMS_TO: '+19195550147',
      TWILIO_API_ORIGIN: origin,
      RESEND_API_KEY: 're_test',
      LEADS_FROM_EMAIL: 'Harlan Family Roofing <leads@example.com>',
      OFFICE_ALERT_EMAIL_TO: 'office@example.com',
      RESEND_API_ORIGIN: origin,
      STORE_KEY_SECRET: 'a-test-secret-of-32-characters!!',
    },
  })
})
afterAll(async () => {
  await site?.close()
  standIn?.close()
  rmSync(formsDir, { recursive: true, force: true })
})
beforeEach(() => {
  received.length = 0
  answered = 0
})

/** Every message the request sent, once submission-created has answered it (each channel has its outcome then). */
async function messages(): Promise<Message[]> {
  const deadline = Date.now() + 20_000
  while (answered < 1) {
    if (Date.now() > deadline) throw new Error(`submission-created did not answer; ${received.length} messages came`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return [...received]
}

async function fill(form: Locator, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) await form.getByLabel(label, { exact: true }).fill(value)
}

it('the hero form: the office texted (LEAK first) and e-mailed, the homeowner e-mailed and texted in English', async () => {
  const { page, context, errors } = await openPage(site, '/')
  const form = page.getByRole('form', { name: formsEn.texts.estimateForm.heading })
  const f = formsEn.texts.fields
  await fill(form, {
    [f.name]: 'Karen Mills',
    [f.email]: 'karen@example.com',
    [f.phone]: '(919) 555-0188',
    [f.address]: '212 Glenwood Ave, Raleigh',
  })
  await form.getByLabel(f.projectMessage).fill('Water is coming in over the garage.')
  await form.getByLabel(consentEn.label).check()
  await form.getByRole('button', { name: formsEn.texts.estimateForm.submit }).click()
  await page.getByText(formsEn.texts.toasts.estimateSent.title, { exact: true }).waitFor()

  const all = await messages()
  expect(all).toHaveLength(4)
  const texts = all.filter((m) => m.kind === 'text').map((m) => m.body)
  const emails = all.filter((m) => m.kind === 'email').map((m) => m.body)
  expect(texts.find((t) => t.To === '+19195550147')?.Body).toBe('LEAK\nKaren Mills\n+19195550188\nRaleigh\nIn English')
  expect(texts.find((t) => t.To === '+19195550188')?.Body).toMatch(
    /^Harlan Family Roofing: we received your estimate request .* Msg & data rates may apply\. Reply HELP for help, STOP to opt out\.$/,
  )
  const office = emails.find((e) => (e.to as string[])[0] === 'office@example.com')
  expect(office).toMatchObject({ subject: 'LEAK: estimate request from Karen Mills (Raleigh)', reply_to: 'karen@example.com' })
  expect(office?.text).toContain('message: Water is coming in over the garage.')
  expect(emails.find((e) => (e.to as string[])[0] === 'karen@example.com')).toMatchObject({
    subject: 'Harlan Family Roofing: we received your estimate request',
    text: expect.stringContaining('Hello Karen Mills,'),
  })
  expect(errors).toEqual([])
  await context.close()
})

it('a Spanish quote form without the box ticked: the office told the visitor speaks Spanish, the homeowner e-mailed in Spanish, no text', async () => {
  const { page, context, errors } = await openPage(site, '/es/cary/')
  const form = page.getByRole('form', { name: formsEs.texts.quoteForm.label }).first()
  const f = formsEs.texts.fields
  await fill(form, { [f.name]: 'Ana Gómez', [f.email]: 'ana@example.com', [f.phone]: '919-555-0101', [f.address]: '120 Oak Park Dr, Cary' })
  await expect(form.getByLabel(consentEs.label).isChecked()).resolves.toBe(false)
  await form.getByRole('button', { name: formsEs.texts.quoteForm.submit }).click()
  await page.getByText(formsEs.texts.toasts.estimateSent.title, { exact: true }).waitFor()

  const all = await messages()
  expect(all).toHaveLength(3)
  expect(all.filter((m) => m.kind === 'text').map((m) => m.body.To)).toEqual(['+19195550147'])
  expect(all.find((m) => m.kind === 'text')?.body.Body).toMatch(/\nAna Gómez\n\+19195550101\nCary\nIn Spanish$/)
  const emails = all.filter((m) => m.kind === 'email').map((m) => m.body)
  expect(emails.find((e) => (e.to as string[])[0] === 'ana@example.com')).toMatchObject({
    subject: 'Harlan Family Roofing: recibimos su solicitud de estimado',
    text: expect.stringContaining('Hola, Ana Gómez:'),
  })
  expect(emails.find((e) => (e.to as string[])[0] === 'office@example.com')?.text).toContain('language: es')
  expect(errors).toEqual([])
  await context.close()
})

/** A large camera photo, made here: noise, so JPEG keeps it large (about 4 MB at 4000 x 3000). */
const cameraPhoto = async (n: number) => ({
  name: `IMG_00${n}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer(),
})

/** The newest submission the local forms kept. */
function newestSubmission() {
  const files = readdirSync(formsDir).filter((f) => f.endsWith('.json'))
  const all = files.map(
    (f) => JSON.parse(readFileSync(path.join(formsDir, f), 'utf8')) as { created_at: string; id: string; data: Record<string, unknown> },
  )
  return all.sort((a, b) => a.created_at.localeCompare(b.created_at)).at(-1)!
}

describe('photos of the damage (issue 57)', () => {
  it('picked on a phone: made small before they leave, attached to the office’s e-mail, counted in its text; axe clean with them chosen', async () => {
    const photos = await Promise.all([1, 2, 3].map(cameraPhoto))
    for (const width of [375, 1280]) {
      received.length = 0
      answered = 0
      const { page, context, errors } = await openPage(site, '/', { width, height: 812 })
      const form = page.getByRole('form', { name: formsEn.texts.estimateForm.heading })
      const f = formsEn.texts.fields
      await fill(form, {
        [f.name]: 'Karen Mills',
        [f.email]: `karen${width}@example.com`,
        [f.phone]: '(919) 555-0188',
        [f.address]: '212 Glenwood Ave, Raleigh',
      })
      const field = form.getByRole('group', { name: /^Photos of the damage/ })
      await field.getByRole('button', { name: 'Add photos' }).setInputFiles(photos)
      for (const n of [1, 2, 3]) await field.getByRole('img', { name: new RegExp(`^Photo ${n}: IMG_00${n}\\.jpg$`) }).waitFor()
      await expect(field.getByRole('button', { name: 'Remove photo 2 (IMG_002.jpg)' }).isVisible()).resolves.toBe(true)
      expect(await violations(page)).toEqual([])
      await form.getByRole('button', { name: formsEn.texts.estimateForm.submit }).click()
      await page.getByText(formsEn.texts.toasts.estimateSent.title, { exact: true }).waitFor()
      const all = await messages()
      // kept as Netlify keeps them: each scaled to 1,600 px at most, a JPEG far smaller than the camera's
      const submission = newestSubmission()
      for (const [n, photo] of photos.entries()) {
        const kept = submission.data[`photo_${n + 1}`] as { size: number; url: string }
        const bytes = Buffer.from(await (await fetch(kept.url)).arrayBuffer())
        const { width: w, height: h, exif } = await sharp(bytes).metadata()
        expect({ long: Math.max(w!, h!) <= 1600, small: bytes.length < photo.buffer.length / 4, exif }).toEqual({
          long: true,
          small: true,
          exif: undefined,
        })
        console.log(`photo ${n + 1} at ${width} px: ${photo.buffer.length} bytes chosen, ${bytes.length} sent (${w} x ${h})`)
      }
      const office = all.find((m) => m.kind === 'email' && (m.body.to as string[])[0] === 'office@example.com')!.body
      expect((office.attachments as Array<{ filename: string }>).map((a) => a.filename)).toEqual([
        'IMG_001.jpg',
        'IMG_002.jpg',
        'IMG_003.jpg',
      ])
      expect(all.find((m) => m.kind === 'text' && m.body.To === '+19195550147')?.body.Body).toContain('\n3 photos\n')
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('a request whose photos Netlify refuses still arrives, with its words, and the homeowner is told which photos did not go', async () => {
    const { page, context, errors } = await openPage(site, '/', { width: 375, height: 812 })
    // the form service refuses the request with photos (too large for it), and takes the one without
    await page.route(`${site.url}/`, async (route) => {
      const body = route.request().postDataBuffer()
      if (route.request().method() === 'POST' && body && body.includes('name="photo_1"'))
        return route.fulfill({ status: 413, body: 'Too large' })
      return route.continue()
    })
    const form = page.getByRole('form', { name: formsEn.texts.estimateForm.heading })
    const f = formsEn.texts.fields
    await fill(form, { [f.name]: 'Lee Park', [f.email]: 'lee@example.com', [f.phone]: '(919) 555-0177', [f.address]: '5 Oak St, Cary' })
    await form
      .getByRole('group', { name: /^Photos of the damage/ })
      .getByRole('button', { name: 'Add photos' })
      .setInputFiles([await cameraPhoto(7)])
    await form.getByRole('img', { name: /^Photo 1: IMG_007\.jpg$/ }).waitFor()
    await form.getByRole('button', { name: formsEn.texts.estimateForm.submit }).click()
    await page.getByText(formsEn.texts.photos.notSentTitle, { exact: true }).waitFor()
    await expect(page.getByText(/^Your request was sent, but not your photos \(IMG_007\.jpg\)/).isVisible()).resolves.toBe(true)
    const all = await messages()
    const office = all.find((m) => m.kind === 'email' && (m.body.to as string[])[0] === 'office@example.com')!.body
    expect(office.subject).toMatch(/Lee Park/)
    expect(office.attachments).toBeUndefined()
    // (the browser's own line about the refused request, and nothing else)
    expect(errors).toEqual([expect.stringMatching(/status of 413/)])
    await context.close()
  })
})
