import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, WebSocketRoute } from 'playwright-core'
import { hydrated, newTab, openSite, rootDir, type Site, type Tab } from './support/site'

// The built bundle talks to Runware's own endpoint; the tests route that socket to a fake in the
// test (Playwright's routeWebSocket), so nothing leaves the machine.
const RUNWARE_WS = 'wss://ws-api.runware.ai/v1'
const KEY = 'rw-browser-test-key-5f1c9a'

type Task = Record<string, unknown>
type Answer = (task: Task, ws: WebSocketRoute) => void

/** A fake Runware: accepts any key, records every task, and answers imageInference as told. */
class FakeRunware {
  connections = 0
  readonly tasks: Task[] = []
  readonly held: Array<{ task: Task; ws: WebSocketRoute }> = []
  answer: Answer | 'hold' = 'hold'

  async attach(page: Page) {
    await page.routeWebSocket(RUNWARE_WS, (ws) => {
      this.connections += 1
      ws.onMessage((message) => {
        for (const task of JSON.parse(String(message)) as Task[]) {
          this.tasks.push(task)
          if (task.taskType === 'authentication')
            ws.send(JSON.stringify({ data: [{ taskType: 'authentication', connectionSessionUUID: 'session-1' }] }))
          if (task.taskType !== 'imageInference') continue
          if (this.answer === 'hold') this.held.push({ task, ws })
          else this.answer(task, ws)
        }
      })
    })
  }

  imageTasks() {
    return this.tasks.filter((t) => t.taskType === 'imageInference')
  }
}

const featuredPrompt = (
  JSON.parse(readFileSync(path.join(rootDir, 'data', 'projects/projects.en.json'), 'utf8')) as Array<{
    featured?: boolean
    prompt?: string
  }>
).find((p) => p.featured)!.prompt!

let site: Site
beforeAll(async () => {
  site = await openSite()
})
afterAll(() => site?.close())

type Opened = Tab & { runware: FakeRunware; requests: string[] }

async function openProjects(): Promise<Opened> {
  const tab = await newTab(site)
  const runware = new FakeRunware()
  await runware.attach(tab.page)
  // Every HTTP request the page makes, with its body, to prove the key is never among them.
  const requests: string[] = []
  tab.page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`))
  await tab.page.goto(`${site.url}/projects/`)
  await hydrated(tab.page)
  return { ...tab, runware, requests }
}

const generator = (page: Page) => page.getByRole('form', { name: 'Generate an image with Runware' })
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ })
const toast = (page: Page, text: string) => toasts(page).getByText(text, { exact: true })
const featuredImage = (page: Page) => page.locator('#featured').getByRole('img').first()

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** The key must not have landed anywhere but the socket: not the address, storage or any request. */
async function expectKeyKeptInMemory({ page, requests }: Opened) {
  expect(page.url()).not.toContain(KEY)
  const stored = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  )
  expect(stored).not.toContain(KEY)
  expect(requests.filter((r) => r.includes(KEY))).toEqual([])
}

describe('generating the featured project image (/projects/)', () => {
  it('offers the key field and the prompt of the featured project, under "Generate image"', async () => {
    const { page, context, errors } = await openProjects()
    await expect(page.locator('#featured').getByRole('heading', { level: 3, name: 'Generate image' }).isVisible()).resolves.toBe(true)
    const key = generator(page).getByLabel('Runware API key')
    await expect(key.getAttribute('type')).resolves.toBe('password')
    await expect(key.getAttribute('autocomplete')).resolves.toBe('off')
    await expect(generator(page).getByLabel('Prompt').inputValue()).resolves.toBe(featuredPrompt)
    expect(errors).toEqual([])
    await context.close()
  })

  it('asks for the key when it is empty and opens no connection', async () => {
    const { page, context, runware } = await openProjects()
    await generator(page).getByRole('button', { name: 'Generate image' }).click()
    await toast(page, 'Please enter your Runware API key').waitFor()
    expect(runware.connections).toBe(0)
    await context.close()
  })

  it("reads 'Generating...' while waiting, then shows the generated image with its alt text", async () => {
    const opened = await openProjects()
    const { page, context, runware, errors } = opened
    const form = generator(page)
    // the drawing is labelled for the eyes as one, and the generated image as generated
    const label = page.locator('#featured [data-testid="image-label"]')
    await expect(label.textContent()).resolves.toBe('Illustration')
    await form.getByLabel('Runware API key').fill(KEY)
    await form.getByRole('button', { name: 'Generate image' }).click()
    const busy = form.getByRole('button', { name: 'Generating...' })
    await busy.waitFor()
    await expect(busy.getAttribute('aria-disabled')).resolves.toBe('true')
    // Still focused, so a keyboard user carries on from the button; pressing it again sends nothing.
    await expect(busy.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await until(() => runware.held.length === 1, 'the imageInference task')
    await page.evaluate(() => {
      const tasks: string[] = []
      const send = WebSocket.prototype.send
      WebSocket.prototype.send = function (data) {
        tasks.push(String(data))
        return send.call(this, data)
      }
      Object.assign(window, { sentTasks: tasks })
    })
    await page.keyboard.press('Enter')
    // the key press handled (its frame drawn): any task it sent is in the socket by now
    await page.evaluate(() => new Promise((handled) => requestAnimationFrame(() => setTimeout(handled))))
    await expect(page.evaluate(() => (window as unknown as { sentTasks: string[] }).sentTasks)).resolves.toEqual([])
    expect(runware.imageTasks()).toHaveLength(1)

    // The key went to the service, in the authentication task, and nowhere else.
    expect(runware.tasks[0]).toEqual({ taskType: 'authentication', apiKey: KEY })
    expect(runware.imageTasks()[0]).toMatchObject({
      positivePrompt: featuredPrompt,
      model: 'runware:100@1',
      width: 1024,
      height: 1024,
      outputFormat: 'WEBP',
      steps: 4,
    })
    const { task, ws } = runware.held[0]!
    ws.send(
      JSON.stringify({
        data: [{ taskType: 'imageInference', taskUUID: task.taskUUID, imageUUID: 'img-1', imageURL: `${site.url}/favicon.svg` }],
      }),
    )

    const image = page.locator('#featured img[alt^="AI-generated image: Photo of a two-story"]')
    await image.waitFor()
    await expect(image.getAttribute('src')).resolves.toBe(`${site.url}/favicon.svg`)
    await expect(image.getAttribute('width')).resolves.toBe('1024')
    await expect(image.getAttribute('height')).resolves.toBe('1024')
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
    await expect(featuredImage(page).getAttribute('alt')).resolves.toMatch(/^AI-generated image: /)
    await expect(label.textContent()).resolves.toBe('AI-generated image')
    await expect(label.isVisible()).resolves.toBe(true)
    await form.getByRole('button', { name: 'Generate image' }).waitFor()
    await expectKeyKeptInMemory(opened)
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the service's error reply in a toast and keeps the project photo", async () => {
    const opened = await openProjects()
    const { page, context, runware } = opened
    runware.answer = (task, ws) =>
      ws.send(
        JSON.stringify({
          errors: [{ code: 'insufficientCredits', message: 'Insufficient credits', taskType: 'imageInference', taskUUID: task.taskUUID }],
        }),
      )
    const photoAlt = await featuredImage(page).getAttribute('alt')
    const form = generator(page)
    await form.getByLabel('Runware API key').fill(KEY)
    await form.getByRole('button', { name: 'Generate image' }).click()
    await toast(page, 'Failed to generate image. Please check your API key and try again').waitFor()
    await expect(toast(page, 'Insufficient credits').isVisible()).resolves.toBe(true)
    await expect(featuredImage(page).getAttribute('alt')).resolves.toBe(photoAlt)
    await expect(form.getByRole('button', { name: 'Generate image' }).getAttribute('aria-disabled')).resolves.toBe('false')
    await expectKeyKeptInMemory(opened)
    await context.close()
  })

  it('tells the visitor when the connection fails', async () => {
    const tab = await newTab(site)
    // The socket is refused outright, as when the service is unreachable.
    await tab.page.routeWebSocket(RUNWARE_WS, (ws) => ws.close({ code: 1011, reason: 'unavailable' }))
    await tab.page.goto(`${site.url}/projects/`)
    await hydrated(tab.page)
    const form = generator(tab.page)
    await form.getByLabel('Runware API key').fill(KEY)
    await form.getByRole('button', { name: 'Generate image' }).click()
    await toast(tab.page, 'Connection error. Please try again.').waitFor()
    await tab.context.close()
  })
})
