import { deadline } from '../../src/lib/deadline'

describe('deadline', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('aborts its signal once the time has passed, and says so', () => {
    const limit = deadline(1000)
    jest.advanceTimersByTime(999)
    expect([limit.signal.aborted, limit.passed()]).toEqual([false, false])
    jest.advanceTimersByTime(1)
    expect([limit.signal.aborted, limit.passed()]).toEqual([true, true])
  })

  it('never aborts once cleared', () => {
    const limit = deadline(1000)
    limit.clear()
    jest.advanceTimersByTime(5000)
    expect([limit.signal.aborted, limit.passed()]).toEqual([false, false])
  })
})
