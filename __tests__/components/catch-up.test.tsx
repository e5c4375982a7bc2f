import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { catchUp } from '../../src/islands/catch-up'

/** A part with a controlled field, a checkbox, a count of presses and a form that says what it sent. */
function Part() {
  const [name, setName] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [presses, setPresses] = useState(0)
  const [sent, setSent] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSent(`${name}/${agreed}`)
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="Agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Pressed {presses}
      </button>
      <button type="submit">Send</button>
      <output>{sent}</output>
    </form>
  )
}

/** A part that shows the name of the file chosen in its file field, as a form keeps it to send. */
function FilePart() {
  const [file, setFile] = useState('')
  return (
    <form>
      <input aria-label="Resume" type="file" onChange={(event) => setFile(event.target.files?.[0]?.name ?? '')} />
      <output>{file}</output>
    </form>
  )
}

/** A menu's button: it opens on Enter itself (so the browser makes no click of the key), and toggles on a click. */
function DownCounter() {
  const [downs, setDowns] = useState(0)
  return (
    <button type="button" onPointerDown={() => setDowns((n) => n + 1)}>
      Down {downs}
    </button>
  )
}

/** The island's server HTML in the document, as a visitor finds it before its code has come. */
function serverHtml(part = <Part />) {
  const frame = document.createElement('div')
  frame.dataset.island = 'Part'
  frame.innerHTML = renderToString(part)
  document.body.replaceChildren(frame)
  const field = (label: string) => frame.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!
  const button = (text: RegExp) => Array.from(frame.querySelectorAll('button')).find((b) => text.test(b.textContent ?? ''))!
  return { frame, field, button }
}

/** Hydrates the part as the host does, and waits for the catch-up to be done. */
async function hydrate(frame: HTMLElement, pending: ReturnType<typeof catchUp>, part = <Part />) {
  pending.hydrating()
  let done = () => {}
  const caughtUp = new Promise<void>((resolve) => (done = resolve))
  await act(async () => {
    hydrateRoot(frame, part)
  })
  await act(async () => {
    pending.hydrated(done)
    await caughtUp
  })
}

// jsdom does not send a form on a click: what the visitor did is enough to see the catch-up.
describe('an island caught up with what the visitor did while its code was on its way', () => {
  it('tells the part the text typed and the box ticked, so the part sends them', async () => {
    const { frame, field, button } = serverHtml()
    const pending = catchUp(frame)
    field('Name').value = 'Karen Mills'
    field('Agree').checked = true
    await hydrate(frame, pending)
    expect(field('Name').value).toBe('Karen Mills')
    await act(async () => button(/^Send$/).click())
    expect(frame.querySelector('output')?.textContent).toBe('Karen Mills/true')
  })

  it('tells the part a file chosen meanwhile, so the part sends it (a resume)', async () => {
    const withFile = <FilePart />
    const { frame } = serverHtml(withFile)
    const pending = catchUp(frame)
    const input = frame.querySelector<HTMLInputElement>('input[type="file"]')!
    const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' })
    Object.defineProperty(input, 'files', { value: [resume], configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await hydrate(frame, pending, withFile)
    expect(frame.querySelector('output')!.textContent).toBe('resume.pdf')
  })

  it('keeps the letters typed while React hydrates, though the part sets the field back as it renders', async () => {
    const { frame, field } = serverHtml()
    const pending = catchUp(frame)
    field('Name').value = '21'
    pending.hydrating()
    field('Name').value = '212'
    field('Name').dispatchEvent(new Event('input', { bubbles: true }))
    // what a part's first render may do to a field it controls
    field('Name').value = ''
    let done = () => {}
    const caughtUp = new Promise<void>((resolve) => (done = resolve))
    await act(async () => {
      hydrateRoot(frame, <Part />)
    })
    await act(async () => {
      pending.hydrated(done)
      await caughtUp
    })
    expect(field('Name').value).toBe('212')
  })

  it('presses again, once, the button pressed before the part could answer', async () => {
    const { frame, button } = serverHtml()
    const pending = catchUp(frame)
    button(/^Pressed/).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    button(/^Pressed/).click()
    await hydrate(frame, pending)
    expect(button(/^Pressed/).textContent).toBe('Pressed 1')
  })

  it('makes nothing again of a press that was not yet a click when the part hydrated', async () => {
    const { frame, button } = serverHtml(<DownCounter />)
    const pending = catchUp(frame)
    button(/^Down/).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    await hydrate(frame, pending, <DownCounter />)
    expect(button(/^Down/).textContent).toBe('Down 0')
  })

  it('presses again, as one click, a button pressed with a key (the click the browser made of Enter)', async () => {
    const { frame, button } = serverHtml()
    const pending = catchUp(frame)
    button(/^Pressed/).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    button(/^Pressed/).click()
    button(/^Pressed/).dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }))
    await hydrate(frame, pending)
    expect(button(/^Pressed/).textContent).toBe('Pressed 1')
  })

  it('sends the part a form sent meanwhile with Enter in a field (no button pressed)', async () => {
    const { frame, field } = serverHtml()
    const pending = catchUp(frame)
    field('Name').value = 'Karen Mills'
    const sent = new Event('submit', { bubbles: true, cancelable: true })
    frame.querySelector('form')!.dispatchEvent(sent)
    expect(sent.defaultPrevented).toBe(true)
    await hydrate(frame, pending)
    expect(frame.querySelector('output')?.textContent).toBe('Karen Mills/false')
  })

  it("sends the part a form the browser refused by its HTML's rules, keeping the browser's own bubble back", async () => {
    const { frame, field, button } = serverHtml()
    const pending = catchUp(frame)
    field('Name').value = 'K'
    // What the browser does with a field its HTML refuses when the Send button is pressed: an
    // `invalid` event, whose default is its bubble, and no submit.
    button(/^Send$/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    const refused = new Event('invalid', { cancelable: true })
    field('Name').dispatchEvent(refused)
    expect(refused.defaultPrevented).toBe(true)
    await hydrate(frame, pending)
    expect(frame.querySelector('output')?.textContent).toBe('K/false')
  })

  it('keeps a form sent while React hydrates from the part until the part knows the text typed', async () => {
    const { frame, field, button } = serverHtml()
    const pending = catchUp(frame)
    field('Name').value = 'Karen Mills'
    pending.hydrating()
    // React has begun and yields: a press now would reach the part before it is told the name.
    const root = hydrateRoot(frame, <Part />)
    button(/^Send$/).click()
    const sent = new Event('submit', { bubbles: true, cancelable: true })
    frame.querySelector('form')!.dispatchEvent(sent)
    expect(sent.defaultPrevented).toBe(true)
    expect(frame.querySelector('output')?.textContent).toBe('')
    await act(async () => {}) // React's hydration done, as when the island's tree says it is awake
    await act(async () => {
      await new Promise<void>((resolve) => pending.hydrated(resolve))
    })
    expect(frame.querySelector('output')?.textContent).toBe('Karen Mills/false')
    root.unmount()
  })

  it('holds a form sent meanwhile, and lets the browser send it if the code never comes', () => {
    const { frame } = serverHtml()
    const pending = catchUp(frame)
    const form = frame.querySelector('form')!
    const sent = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(sent)
    expect(sent.defaultPrevented).toBe(true)
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {})
    pending.failed()
    expect(requestSubmit).toHaveBeenCalledTimes(1)
  })
})
