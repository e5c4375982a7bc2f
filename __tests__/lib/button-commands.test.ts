/** @jest-environment jsdom */
import { BUTTON_COMMANDS } from '../../src/lib/build/externalize-scripts'

// The page's script for a browser without HTML's button commands (Safari before 26.2): a dialog's
// button opens it and its close button closes it, as they do by themselves in other browsers.
describe('button commands where the browser lacks them', () => {
  let dialog: HTMLDialogElement
  let opener: HTMLButtonElement
  let closer: HTMLButtonElement
  beforeAll(() => {
    // jsdom, like Safari 26.0, has no commands; nor does it draw dialogs: the two methods are its own
    expect('command' in HTMLButtonElement.prototype).toBe(false)
    new Function(BUTTON_COMMANDS)()
  })
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="opener" commandfor="d" command="show-modal">Get Free Estimate</button>
      <dialog id="d"><button id="closer" commandfor="d" command="close">Close</button></dialog>`
    dialog = document.getElementById('d') as HTMLDialogElement
    opener = document.getElementById('opener') as HTMLButtonElement
    closer = document.getElementById('closer') as HTMLButtonElement
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''))
    dialog.close = jest.fn(() => dialog.removeAttribute('open'))
  })

  it('opens the dialog from its button, which takes focus to have it back on close, and closes it from its close button', () => {
    opener.click()
    expect(dialog.showModal).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(opener)
    opener.click() // already open: nothing more
    expect(dialog.showModal).toHaveBeenCalledTimes(1)
    closer.click()
    expect(dialog.close).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(false)
  })

  it("does nothing when the page's own code said no, or for a button that names no dialog", () => {
    opener.addEventListener('click', (event) => event.preventDefault())
    opener.click()
    expect(dialog.showModal).not.toHaveBeenCalled()
    document.body.insertAdjacentHTML('beforeend', '<button id="other" commandfor="nowhere" command="show-modal">x</button>')
    expect(() => (document.getElementById('other') as HTMLButtonElement).click()).not.toThrow()
  })

  it("names the button that opened a dialog on it (the page's estimate dialog: lib/forms/opener.ts), not once it is open", () => {
    opener.setAttribute('data-opener', '{"source":"Mobile action bar"}')
    opener.click()
    expect(dialog.getAttribute('data-opener')).toBe('{"source":"Mobile action bar"}')
    closer.click()
    opener.setAttribute('data-opener', '{"source":"Article"}')
    opener.click()
    expect(dialog.getAttribute('data-opener')).toBe('{"source":"Article"}')
  })

  it("writes the opener into the dialog's title and fields until its island has woken, then leaves them to it", () => {
    document.body.innerHTML = `
      <button id="bar" commandfor="e" command="show-modal" data-opener='{"source":"Mobile action bar"}'>Free Estimate</button>
      <button id="storm" commandfor="e" command="show-modal"
        data-opener='{"source":"Storm banner","title":"Book a Free Storm Inspection","service":"Roof Inspection","storm":{"storm_place":"Cary","storm_hail_in":"1.75"}}'>Free storm inspection</button>
      <div data-island="EstimateDialog"><dialog id="e"><p id="e-title">Get a Free Estimate</p><form>
        <input type="hidden" name="source" value="Estimate dialog"><input type="hidden" name="storm_place" value="">
        <input type="hidden" name="storm_hail_in" value="">
        <select name="service"><option>Not sure</option><option>Roof Inspection</option></select>
      </form></dialog></div>`
    const estimate = document.getElementById('e') as HTMLDialogElement
    estimate.showModal = jest.fn(() => estimate.setAttribute('open', ''))
    estimate.close = jest.fn(() => estimate.removeAttribute('open'))
    const form = estimate.querySelector('form')!
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value
    const seen = () => [
      document.getElementById('e-title')!.textContent,
      field('source'),
      field('storm_place'),
      field('storm_hail_in'),
      field('service'),
    ]
    document.getElementById('storm')!.click()
    expect(seen()).toEqual(['Book a Free Storm Inspection', 'Storm banner', 'Cary', '1.75', 'Roof Inspection'])
    estimate.close()
    document.getElementById('bar')!.click()
    // the storm's fields emptied, the title back to the dialog's own; a service chosen stays
    expect(seen()).toEqual(['Get a Free Estimate', 'Mobile action bar', '', '', 'Roof Inspection'])
    estimate.close()
    estimate.parentElement!.setAttribute('data-awake', '')
    document.getElementById('storm')!.click()
    expect(estimate.getAttribute('data-opener')).toContain('Storm banner')
    expect(seen()).toEqual(['Get a Free Estimate', 'Mobile action bar', '', '', 'Roof Inspection'])
  })

  it('leaves a browser that has the commands to them, naming the opener only', () => {
    const native = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'command')
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true })
    const listen = jest.spyOn(document, 'addEventListener')
    new Function(BUTTON_COMMANDS)()
    expect(listen).toHaveBeenCalledTimes(1)
    expect(listen).toHaveBeenCalledWith('click', expect.any(Function), true)
    listen.mockRestore()
    if (native) Object.defineProperty(HTMLButtonElement.prototype, 'command', native)
    else delete (HTMLButtonElement.prototype as unknown as Record<string, unknown>).command
  })
})
