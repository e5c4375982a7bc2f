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

  it('leaves a browser that has the commands to them', () => {
    const native = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'command')
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true })
    const listen = jest.spyOn(document, 'addEventListener')
    new Function(BUTTON_COMMANDS)()
    expect(listen).not.toHaveBeenCalled()
    listen.mockRestore()
    if (native) Object.defineProperty(HTMLButtonElement.prototype, 'command', native)
    else delete (HTMLButtonElement.prototype as unknown as Record<string, unknown>).command
  })
})
