import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ImageGenerator } from '../../src/components/sections/ImageGenerator'
// The toast store itself (the site's toaster helper loads it on first use).
import { toaster } from '../../src/components/ui/toaster-ui'
import type { ImageClient } from '../../src/hooks/use-runware'
import { RunwareError } from '../../src/lib/runware/errors'
import { altFromPrompt, failureToast, MAX_ALT_LENGTH } from '../../src/lib/runware/messages'
import sections from '../../data/ui-sections/ui-sections.en.json'
import sectionsEs from '../../data/ui-sections/ui-sections.es.json'
import type { GeneratedImage, ImageRequest } from '../../src/lib/runware/protocol'
import { renderWithToaster } from '../support/render'

const WORDS = sections.texts.imageGenerator

// A client that answers when the test says, and records what it was asked.
type FakeClient = ImageClient & {
  key: string
  requests: ImageRequest[]
  closed: boolean
  answer: (outcome: GeneratedImage[] | RunwareError) => void
}

function fakeClients() {
  const made: FakeClient[] = []
  const createClient = jest.fn((key: string) => {
    let settle: (outcome: GeneratedImage[] | RunwareError) => void = () => undefined
    const client: FakeClient = {
      key,
      requests: [],
      closed: false,
      generate: (request) => {
        client.requests.push(request)
        return new Promise<GeneratedImage[]>((resolve, reject) => {
          settle = (outcome) => (outcome instanceof RunwareError ? reject(outcome) : resolve(outcome))
        })
      },
      close: () => {
        client.closed = true
        settle(new RunwareError('closed', 'closed'))
      },
      answer: (outcome) => act(() => settle(outcome)),
    }
    made.push(client)
    return client
  })
  return { made, createClient }
}

const PROMPT = 'Photo of a brick home in Raleigh with a new architectural shingle roof, late-afternoon sun.'
const IMAGE = { taskUUID: 't-1', imageURL: 'https://im.runware.ai/image/ws/0.5/ii/roof.webp' }

async function setup() {
  const clients = fakeClients()
  const onImage = jest.fn()
  const user = userEvent.setup()
  const view = await renderWithToaster(<ImageGenerator prompt={PROMPT} onImage={onImage} createClient={clients.createClient} />)
  const button = () => screen.getByRole('button', { name: /Generate image|Generating\.\.\./ })
  return {
    ...clients,
    onImage,
    user,
    view,
    button,
    keyField: () => screen.getByLabelText('Runware API key'),
    promptField: () => screen.getByLabelText('Prompt'),
  }
}

afterEach(() => act(() => toaster.remove()))

describe('image generator', () => {
  it('keeps the key in a password field that names the service and is never submitted or remembered', async () => {
    const { keyField, promptField } = await setup()
    expect(keyField()).toHaveAttribute('type', 'password')
    expect(keyField()).toHaveAttribute('autocomplete', 'off')
    // No name: a form sent before the script runs would carry nothing.
    expect(keyField()).not.toHaveAttribute('name')
    expect(promptField()).toHaveValue(PROMPT)
  })

  it('asks for the key when it is empty, and contacts nobody', async () => {
    const { user, button, createClient } = await setup()
    await user.click(button())
    expect(await screen.findByText('Please enter your Runware API key')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Runware API key'), '   ')
    await user.click(button())
    await waitFor(() => expect(screen.getAllByText('Please enter your Runware API key')).toHaveLength(2))
    expect(createClient).not.toHaveBeenCalled()
  })

  it("reads 'Generating...' while busy, cannot be sent twice, and hands over the image with an alt text", async () => {
    const { user, button, keyField, promptField, made, createClient, onImage } = await setup()
    await user.type(keyField(), ' rw-key-1 ')
    await user.clear(promptField())
    await user.type(promptField(), 'A metal roof on a barn')
    await user.click(button())
    expect(button()).toHaveTextContent('Generating...')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    // Focus stays on the button (a disabled one would drop it), and a second press does nothing.
    expect(button()).toHaveFocus()
    await user.click(button())
    await user.keyboard('{Enter}')
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(createClient).toHaveBeenCalledWith('rw-key-1')
    expect(made[0]!.requests).toEqual([{ positivePrompt: 'A metal roof on a barn' }])
    expect(keyField()).toHaveAttribute('readonly')

    made[0]!.answer([IMAGE])
    await waitFor(() => expect(button()).toHaveTextContent('Generate image'))
    expect(button()).toHaveAttribute('aria-disabled', 'false')
    expect(onImage).toHaveBeenCalledWith(IMAGE.imageURL, 'AI-generated image: A metal roof on a barn')
    expect(screen.getByText(/your image now shows as the project photo/)).toBeInTheDocument()
  })

  it("shows the spec's failure message with the service's own message beneath it", async () => {
    const { user, button, keyField, made, onImage } = await setup()
    await user.type(keyField(), 'wrong-key')
    await user.click(button())
    made[0]!.answer(new RunwareError('server', 'Invalid api key'))
    expect(await screen.findByText('Failed to generate image. Please check your API key and try again')).toBeInTheDocument()
    expect(screen.getByText('Invalid api key')).toBeInTheDocument()
    expect(button()).toHaveTextContent('Generate image')
    expect(onImage).not.toHaveBeenCalled()
  })

  it('says so when the connection itself failed', async () => {
    const { user, button, keyField, made } = await setup()
    await user.type(keyField(), 'rw-key')
    await user.click(button())
    made[0]!.answer(new RunwareError('connection', 'Could not connect to the image service'))
    expect(await screen.findByText('Connection error. Please try again.')).toBeInTheDocument()
    expect(screen.queryByText('Could not connect to the image service')).not.toBeInTheDocument()
  })

  it('uses one client per key: the same key reuses it, a new key closes it, leaving closes the last', async () => {
    const { user, button, keyField, made, createClient, view } = await setup()
    await user.type(keyField(), 'key-a')
    await user.click(button())
    made[0]!.answer([IMAGE])
    await waitFor(() => expect(button()).toHaveTextContent('Generate image'))
    await user.click(button())
    made[0]!.answer([IMAGE])
    await waitFor(() => expect(button()).toHaveTextContent('Generate image'))
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(made[0]!.requests).toHaveLength(2)

    await user.type(keyField(), '-b')
    expect(made[0]!.closed).toBe(true)
    await user.click(button())
    expect(createClient).toHaveBeenLastCalledWith('key-a-b')
    made[1]!.answer([IMAGE])
    await waitFor(() => expect(button()).toHaveTextContent('Generate image'))
    view.unmount()
    expect(made[1]!.closed).toBe(true)
  })
})

describe('alt text from the prompt', () => {
  it('names the image as generated and keeps a short prompt whole', () => {
    expect(altFromPrompt('  A  new roof\n on a house ', WORDS.alt)).toBe('AI-generated image: A new roof on a house')
  })

  it('cuts a long prompt at a word, within the limit', () => {
    const alt = altFromPrompt(`${'shingle roof, '.repeat(30)}end`, WORDS.alt)
    expect(alt.length).toBeLessThanOrEqual(MAX_ALT_LENGTH)
    expect(alt).toMatch(/^AI-generated image: shingle roof, shingle .*roof…$/)
  })
})

describe('failure toasts in the page language', () => {
  const es = sectionsEs.texts.imageGenerator

  it("keeps the service's own message, and words the site's own messages in the page's language", () => {
    expect(failureToast('server', 'Invalid api key', es)).toEqual({ title: es.failed, description: 'Invalid api key' })
    expect(failureToast('server', 'An error occurred', WORDS).description).toBe('An error occurred')
    expect(failureToast('server', 'An error occurred', es).description).toBe(es.unknownError)
    expect(failureToast('task', 'The image service answered without an image', es).description).toBe(es.noImage)
    expect(failureToast('timeout', 'No answer from the image service within 60 s', WORDS).description).toBe(
      'No answer from the image service within 60 s',
    )
    expect(failureToast('timeout', 'No answer from the image service within 60 s', es).description).toBe(
      es.timeout.replace('{{seconds}}', '60'),
    )
    expect(failureToast('connection', 'Could not connect', es)).toEqual({ title: es.connection })
  })
})
