// An island woken by a press hydrates once the press is over (src/islands/press.ts).
type Press = typeof import('../../src/islands/press')

/** The module afresh (it follows presses once per page) and a way to see whether a wait has ended. */
function fresh() {
  let press!: Press
  jest.isolateModules(() => {
    press = jest.requireActual<Press>('../../src/islands/press')
  })
  press.watchPresses()
  const wait = () => {
    const seen = { over: false }
    void press.afterPress().then(() => (seen.over = true))
    return seen
  }
  return { ...press, wait }
}

const button = () => document.body.appendChild(document.createElement('button'))
const send = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }))
/** Runs the timers due in `ms`, and the promises they settle; by default the next task (a timeout of 0 waits 1 ms). */
const tick = async (ms = 1) => {
  await jest.advanceTimersByTimeAsync(ms)
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  document.body.replaceChildren()
})

describe('afterPress', () => {
  it('ends in the next task when nothing is pressed', async () => {
    const { wait } = fresh()
    const seen = wait()
    expect(seen.over).toBe(false)
    await tick()
    expect(seen.over).toBe(true)
  })

  it("waits for the press's click when called from the press's first event, and ends a task after it", async () => {
    const { wait } = fresh()
    const target = button()
    // a finger: its pointerover wakes the island, its pointerdown comes in the same task
    send(target, 'pointerover')
    const seen = wait()
    send(target, 'pointerdown')
    send(target, 'touchstart')
    await tick(100)
    send(target, 'touchend')
    await tick(100)
    expect(seen.over).toBe(false)
    send(target, 'click')
    expect(seen.over).toBe(false)
    await tick()
    expect(seen.over).toBe(true)
  })

  it('waits for the key to come up (Space clicks a button then)', async () => {
    const { wait } = fresh()
    const target = button()
    send(target, 'keydown')
    const seen = wait()
    await tick(500)
    expect(seen.over).toBe(false)
    send(target, 'keyup')
    await tick()
    expect(seen.over).toBe(true)
  })

  it('ends for a press given up: cancelled, or released without a click', async () => {
    const { wait, RELEASE_WITHOUT_CLICK_MS } = fresh()
    const target = button()
    send(target, 'pointerdown')
    const cancelled = wait()
    send(target, 'pointercancel')
    await tick()
    expect(cancelled.over).toBe(true)

    send(target, 'pointerdown')
    const released = wait()
    send(target, 'pointerup')
    await tick(RELEASE_WITHOUT_CLICK_MS - 1)
    expect(released.over).toBe(false)
    await tick(1)
    await tick()
    expect(released.over).toBe(true)
  })

  it('holds nothing back for longer than a press is held, or once the window is left', async () => {
    const { wait, PRESS_HELD_MS } = fresh()
    const target = button()
    send(target, 'pointerdown')
    const held = wait()
    await tick(PRESS_HELD_MS - 1)
    expect(held.over).toBe(false)
    await tick(1)
    await tick()
    expect(held.over).toBe(true)

    send(target, 'keydown')
    const left = wait()
    await tick()
    window.dispatchEvent(new Event('blur'))
    await tick()
    expect(left.over).toBe(true)
  })

  it('is not ended by a control losing focus as another is pressed', async () => {
    const { wait } = fresh()
    const target = button()
    send(target, 'pointerdown')
    const seen = wait()
    target.dispatchEvent(new FocusEvent('blur'))
    await tick(10)
    expect(seen.over).toBe(false)
  })
})
