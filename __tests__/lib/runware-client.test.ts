/** @jest-environment node */
import { inspect } from 'node:util'
import { setTimeout as realDelay } from 'node:timers/promises'
import { WebSocket, WebSocketServer } from 'ws'
import {
  PING_AFTER_IDLE_MS,
  RECONNECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  RunwareClient,
  defaultUrl,
  type RunwareClientOptions,
} from '../../src/lib/runware/client'
import { RunwareError } from '../../src/lib/runware/errors'
import { RUNWARE_WS_URL } from '../../src/lib/runware/protocol'

// A stand-in for Runware on 127.0.0.1, built on the `ws` package: each test scripts its answers.
// Only the clock is faked where a test needs it; the sockets' own I/O (nextTick, setImmediate) runs.
const FAKE_CLOCK: FakeTimersConfig = {
  doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'hrtime', 'performance'],
}

const KEY = 'rw-test-key-0123456789'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Task = Record<string, unknown>

/** Things that arrive one after another, taken in order by whoever awaits them. */
class Queue<T> {
  private items: T[] = []
  private waiting: Array<(item: T) => void> = []
  push(item: T) {
    const taker = this.waiting.shift()
    if (taker) taker(item)
    else this.items.push(item)
  }
  next(): Promise<T> {
    const item = this.items.shift()
    return item !== undefined ? Promise.resolve(item) : new Promise((resolve) => this.waiting.push(resolve))
  }
  get length() {
    return this.items.length
  }
}

class Peer {
  readonly messages = new Queue<Task[]>()
  readonly closed: Promise<void>
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as Task[]))
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()))
  }
  next() {
    return this.messages.next()
  }
  reply(message: object) {
    this.socket.send(JSON.stringify(message))
  }
  /** Takes the authentication task and accepts it, handing out a session. */
  async accept(session = 'session-1') {
    const [task] = await this.next()
    expect(task).toMatchObject({ taskType: 'authentication', apiKey: KEY })
    this.reply({ data: [{ taskType: 'authentication', connectionSessionUUID: session }] })
    return task!
  }
}

type Fake = { url: string; peers: Queue<Peer>; attempts: number; refuse: boolean; close: () => Promise<void> }

async function startFake(): Promise<Fake> {
  const open = new Set<WebSocket>()
  const fake = { attempts: 0, refuse: false, peers: new Queue<Peer>() } as Fake
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    // Counts every connection attempt; a refusing server fails the handshake, as an outage would.
    verifyClient: () => {
      fake.attempts += 1
      return !fake.refuse
    },
  })
  server.on('connection', (socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    fake.peers.push(new Peer(socket))
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as { port: number }
  fake.url = `ws://127.0.0.1:${port}`
  fake.close = async () => {
    for (const socket of open) socket.terminate()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return fake
}

// Client sockets, recorded so a test can wait for one to finish closing.
const clientSockets: WebSocket[] = []
class RecordingWebSocket extends WebSocket {
  constructor(url: string) {
    super(url)
    clientSockets.push(this)
  }
}

let fake: Fake
let client: RunwareClient | undefined
const makeClient = (options: RunwareClientOptions = {}) => {
  client = new RunwareClient(KEY, { url: fake.url, WebSocket: RecordingWebSocket, ...options })
  return client
}

beforeEach(async () => {
  clientSockets.length = 0
  fake = await startFake()
})
afterEach(async () => {
  client?.close()
  client = undefined
  jest.useRealTimers()
  await fake.close()
  await Promise.all(clientSockets.map((s) => (s.readyState === WebSocket.CLOSED ? undefined : new Promise((r) => s.once('close', r)))))
})

/** Waits (in real time) for something the sockets do, with fake timers or without. */
async function until(condition: () => boolean, what = 'condition') {
  for (let i = 0; i < 400; i += 1) {
    if (condition()) return
    await realDelay(5)
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** Settles a promise into a value, so a test can look at it without awaiting its outcome. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: RunwareError } = { done: false }
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: RunwareError) => Object.assign(state, { done: true, error }),
  )
  return state
}

const image = (taskUUID: unknown, n = 1) => ({
  taskType: 'imageInference',
  taskUUID,
  imageUUID: `image-${n}`,
  imageURL: `https://im.runware.ai/image/${n}.webp`,
})

describe('authentication', () => {
  it('authenticates first, keeps the session the reply carries and marks itself authenticated', async () => {
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    // Exactly the spec's message: no session yet, so no connectionSessionUUID key at all.
    await expect(peer.next()).resolves.toEqual([{ taskType: 'authentication', apiKey: KEY }])
    expect(rw.isAuthenticated).toBe(false)
    peer.reply({ data: [{ taskType: 'authentication', connectionSessionUUID: 'f40c2aeb-f8a7-4af7-a1ab-7594c9bf778f' }] })
    await connected
    expect(rw.isAuthenticated).toBe(true)
    expect(rw.connectionSessionUUID).toBe('f40c2aeb-f8a7-4af7-a1ab-7594c9bf778f')
  })

  it('sends the session UUID it already has, to resume that session', async () => {
    const rw = makeClient({ connectionSessionUUID: 'earlier-session' })
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await expect(peer.next()).resolves.toEqual([{ taskType: 'authentication', apiKey: KEY, connectionSessionUUID: 'earlier-session' }])
    // The service may hand out a new session instead: the client keeps whichever the reply carries.
    peer.reply({ data: [{ taskType: 'authentication', connectionSessionUUID: 'new-session' }] })
    await connected
    expect(rw.isAuthenticated).toBe(true)
    expect(rw.connectionSessionUUID).toBe('new-session')
  })

  it("fails with 'WebSocket not ready for authentication' when the socket is not open", async () => {
    const rw = makeClient()
    await expect(rw.authenticate()).rejects.toEqual(new RunwareError('connection', 'WebSocket not ready for authentication'))
    // Still connecting: not open either.
    const connected = rw.connect()
    await expect(rw.authenticate()).rejects.toThrow('WebSocket not ready for authentication')
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
    expect(peer.messages.length).toBe(0)
  })

  it("rejects with the server's message when the key is refused, and does not retry on its own", async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await peer.next()
    peer.reply({ error: true, errorMessageContentId: 1212, errorId: 19, errorMessage: 'Invalid api key' })
    await expect(connected).rejects.toEqual(new RunwareError('server', 'Invalid api key'))
    expect(rw.isAuthenticated).toBe(false)
    peer.socket.close()
    await until(() => clientSockets[0]?.readyState === WebSocket.CLOSED, 'the client socket to close')
    jest.advanceTimersByTime(60_000)
    await realDelay(50)
    expect(fake.attempts).toBe(1)
    expect(jest.getTimerCount()).toBe(0)
  })

  it('reports a service it cannot reach as a connection error', async () => {
    const unreachable = fake.url
    await fake.close()
    fake = await startFake()
    const rw = new RunwareClient(KEY, { url: unreachable, WebSocket: RecordingWebSocket })
    client = rw
    await expect(rw.generate({ positivePrompt: 'a roof' })).rejects.toMatchObject({
      reason: 'connection',
      message: 'Could not connect to the image service',
    })
  })

  it('never shows the key when the client is printed or serialised', () => {
    const rw = makeClient()
    expect(inspect(rw, { depth: 5, showHidden: true })).not.toContain(KEY)
    expect(JSON.stringify(rw)).not.toContain(KEY)
  })
})

describe('generation', () => {
  it('connects and authenticates on its own, then sends the imageInference task with the defaults', async () => {
    const rw = makeClient()
    const result = rw.generate({ positivePrompt: 'A new shingle roof on a brick house' })
    const peer = await fake.peers.next()
    await peer.accept()
    const [task, ...rest] = await peer.next()
    expect(rest).toEqual([])
    expect(task).toEqual({
      taskType: 'imageInference',
      taskUUID: expect.stringMatching(UUID),
      positivePrompt: 'A new shingle roof on a brick house',
      model: 'runware:100@1',
      width: 1024,
      height: 1024,
      numberResults: 1,
      outputFormat: 'WEBP',
      steps: 4,
      CFGScale: 1,
      scheduler: 'FlowMatchEulerDiscreteScheduler',
      strength: 0.8,
      lora: [],
    })
    expect(Object.keys(task!)).toHaveLength(13)
    peer.reply({ data: [image(task!.taskUUID)] })
    await expect(result).resolves.toEqual([
      { taskUUID: task!.taskUUID, imageURL: 'https://im.runware.ai/image/1.webp', imageUUID: 'image-1', seed: undefined },
    ])
  })

  it("lets the caller's values take precedence, and waits for every image asked for", async () => {
    const rw = makeClient()
    const result = rw.generate({
      positivePrompt: 'Metal roof',
      model: 'civitai:102438@133677',
      width: 512,
      height: 768,
      numberResults: 2,
      steps: 20,
      CFGScale: 7,
      lora: [{ model: 'civitai:58390@62833', weight: 0.6 }],
      strength: undefined,
    })
    const peer = await fake.peers.next()
    await peer.accept()
    const [task] = await peer.next()
    expect(task).toMatchObject({
      model: 'civitai:102438@133677',
      width: 512,
      height: 768,
      numberResults: 2,
      steps: 20,
      CFGScale: 7,
      lora: [{ model: 'civitai:58390@62833', weight: 0.6 }],
      // an undefined value does not erase a default
      strength: 0.8,
      outputFormat: 'WEBP',
    })
    const state = track(result)
    peer.reply({ data: [image(task!.taskUUID, 1)] })
    await realDelay(30)
    expect(state.done).toBe(false)
    peer.reply({ data: [image(task!.taskUUID, 2)] })
    await expect(result).resolves.toHaveLength(2)
  })

  it('routes replies by taskUUID: two requests in flight, answered out of order', async () => {
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
    const first = rw.generate({ positivePrompt: 'first' })
    const second = rw.generate({ positivePrompt: 'second' })
    const [a] = await peer.next()
    const [b] = await peer.next()
    expect(a!.taskUUID).not.toBe(b!.taskUUID)
    const byPrompt = Object.fromEntries([a!, b!].map((t) => [t.positivePrompt, t.taskUUID]))
    // The second answer comes first, in one message with an unrelated item.
    peer.reply({ data: [image(byPrompt.second, 2), image('someone-elses-task', 9)] })
    await expect(second).resolves.toMatchObject([{ taskUUID: byPrompt.second, imageURL: 'https://im.runware.ai/image/2.webp' }])
    const state = track(first)
    await realDelay(20)
    expect(state.done).toBe(false)
    peer.reply({ data: [image(byPrompt.first, 1)] })
    await expect(first).resolves.toMatchObject([{ taskUUID: byPrompt.first, imageURL: 'https://im.runware.ai/image/1.webp' }])
  })

  it('does not reconnect for a request when the connection is open and authenticated', async () => {
    const rw = makeClient()
    const one = rw.generate({ positivePrompt: 'one' })
    const peer = await fake.peers.next()
    await peer.accept()
    const [task] = await peer.next()
    peer.reply({ data: [image(task!.taskUUID)] })
    await one
    const two = rw.generate({ positivePrompt: 'two' })
    const [next] = await peer.next()
    expect(next!.taskType).toBe('imageInference')
    peer.reply({ data: [image(next!.taskUUID)] })
    await two
    expect(fake.attempts).toBe(1)
  })
})

describe('errors', () => {
  async function inFlight(prompts: string[]) {
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
    const results = prompts.map((positivePrompt) => rw.generate({ positivePrompt }))
    const tasks: Task[] = []
    for (const _ of prompts) tasks.push(...(await peer.next()))
    return { rw, peer, results, tasks }
  }

  it("rejects the request an `errors` reply names with the first error's message, leaving others alone", async () => {
    const { peer, results, tasks } = await inFlight(['ok', 'bad'])
    const bad = tasks.find((t) => t.positivePrompt === 'bad')!
    const ok = tasks.find((t) => t.positivePrompt === 'ok')!
    peer.reply({
      errors: [
        {
          code: 'invalidPositivePrompt',
          message: 'Invalid value for positivePrompt',
          parameter: 'positivePrompt',
          taskType: 'imageInference',
          taskUUID: bad.taskUUID,
        },
      ],
    })
    await expect(results[1]).rejects.toEqual(new RunwareError('server', 'Invalid value for positivePrompt'))
    peer.reply({ data: [image(ok.taskUUID)] })
    await expect(results[0]).resolves.toHaveLength(1)
  })

  it('rejects with errorMessage from an `error` reply, by taskUUID', async () => {
    const { peer, results, tasks } = await inFlight(['one'])
    peer.reply({ error: true, errorMessage: 'Insufficient credits', taskUUID: tasks[0]!.taskUUID })
    await expect(results[0]).rejects.toEqual(new RunwareError('server', 'Insufficient credits'))
  })

  it("prefers the reply's errorMessage, and falls back to 'An error occurred'", async () => {
    const { peer, results, tasks } = await inFlight(['a', 'b'])
    peer.reply({ errorMessage: 'Top-level message', errors: [{ message: 'Nested message', taskUUID: tasks[0]!.taskUUID }] })
    await expect(results[0]).rejects.toThrow('Top-level message')
    peer.reply({ errors: [{ code: 'unknown', taskUUID: tasks[1]!.taskUUID }] })
    await expect(results[1]).rejects.toEqual(new RunwareError('server', 'An error occurred'))
  })

  it('rejects every request already sent when an error names none of them', async () => {
    const { peer, results } = await inFlight(['a', 'b'])
    peer.reply({ error: true })
    await expect(results[0]).rejects.toThrow('An error occurred')
    await expect(results[1]).rejects.toThrow('An error occurred')
  })

  it("rejects a task whose item reports a task-level error, with that item's errorMessage", async () => {
    const { peer, results, tasks } = await inFlight(['a', 'b'])
    peer.reply({
      data: [
        { taskType: 'imageInference', taskUUID: tasks[0]!.taskUUID, error: true, errorMessage: 'NSFW content detected' },
        image(tasks[1]!.taskUUID),
      ],
    })
    await expect(results[0]).rejects.toEqual(new RunwareError('task', 'NSFW content detected'))
    await expect(results[1]).resolves.toHaveLength(1)
  })

  it('gives up on a request unanswered after 60 s, with a clear message', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const { peer, results, tasks } = await inFlight(['never answered'])
    const state = track(results[0]!)
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1)
    await realDelay(20)
    expect(state.done).toBe(false)
    jest.advanceTimersByTime(1)
    await expect(results[0]).rejects.toEqual(new RunwareError('timeout', 'No answer from the image service within 60 s'))
    // A late answer finds nobody waiting and changes nothing.
    peer.reply({ data: [image(tasks[0]!.taskUUID)] })
    await realDelay(20)
  })

  it('counts connecting and authenticating towards the 60 s', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const rw = makeClient()
    const result = rw.generate({ positivePrompt: 'a roof' })
    const peer = await fake.peers.next()
    await peer.next() // authentication, never answered
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS)
    await expect(result).rejects.toMatchObject({ reason: 'timeout' })
  })
})

describe('keeping the connection', () => {
  it('reconnects 1 s after the server closes the socket, resuming the session', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const rw = makeClient()
    const connected = rw.connect()
    const first = await fake.peers.next()
    await first.accept('session-42')
    await connected
    first.socket.close(1001, 'going away')
    await until(() => clientSockets[0]?.readyState === WebSocket.CLOSED && !rw.isAuthenticated, 'the client to see the close')
    jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1)
    await realDelay(50)
    expect(fake.attempts).toBe(1)
    jest.advanceTimersByTime(1)
    const second = await fake.peers.next()
    expect(fake.attempts).toBe(2)
    await expect(second.next()).resolves.toEqual([{ taskType: 'authentication', apiKey: KEY, connectionSessionUUID: 'session-42' }])
    second.reply({ data: [{ taskType: 'authentication', connectionSessionUUID: 'session-42' }] })
    await until(() => rw.isAuthenticated, 'authentication on the new socket')
    const result = rw.generate({ positivePrompt: 'after the reconnect' })
    const [task] = await second.next()
    second.reply({ data: [image(task!.taskUUID)] })
    await expect(result).resolves.toHaveLength(1)
  })

  it('backs off after repeated failures, within a bound, and starts again from 1 s once connected', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const rw = makeClient({ maxReconnectDelayMs: 4_000 })
    const connected = rw.connect()
    const first = await fake.peers.next()
    await first.accept()
    await connected
    fake.refuse = true
    first.socket.terminate()
    // The waits between attempts: 1 s after the close, then doubling up to the 4 s bound.
    for (const [attempt, wait] of [
      [2, 1_000],
      [3, 2_000],
      [4, 4_000],
      [5, 4_000],
    ] as const) {
      await until(
        () => jest.getTimerCount() === 1 && !clientSockets.some((s) => s.readyState < WebSocket.CLOSING),
        `the wait before attempt ${attempt}`,
      )
      jest.advanceTimersByTime(wait - 1)
      await realDelay(30)
      expect(fake.attempts).toBe(attempt - 1)
      jest.advanceTimersByTime(1)
      await until(() => fake.attempts === attempt, `attempt ${attempt}`)
    }
    fake.refuse = false
    await until(() => jest.getTimerCount() === 1 && !clientSockets.some((s) => s.readyState < WebSocket.CLOSING), 'the last wait')
    jest.advanceTimersByTime(4_000)
    const back = await fake.peers.next()
    await back.accept()
    await until(() => rw.isAuthenticated, 'authentication')
    back.socket.terminate()
    await until(() => jest.getTimerCount() === 1 && !rw.isAuthenticated, 'the close')
    const before = fake.attempts
    jest.advanceTimersByTime(RECONNECT_DELAY_MS)
    await until(() => fake.attempts === before + 1, 'a reconnect 1 s later')
  })

  it('sends a ping after 60 s without traffic, well inside the 120 s idle limit', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    expect(PING_AFTER_IDLE_MS).toBeLessThanOrEqual(60_000)
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
    await realDelay(20)
    jest.advanceTimersByTime(PING_AFTER_IDLE_MS - 1)
    await realDelay(30)
    expect(peer.messages.length).toBe(0)
    jest.advanceTimersByTime(1)
    await expect(peer.next()).resolves.toEqual([{ taskType: 'ping', ping: true }])
    peer.reply({ data: [{ taskType: 'ping', pong: true }] })
    await realDelay(20)
    // Traffic starts the quiet spell again: a request at 30 s moves the next ping to 60 s after it.
    jest.advanceTimersByTime(30_000)
    const result = rw.generate({ positivePrompt: 'keep alive' })
    const [task] = await peer.next()
    jest.advanceTimersByTime(PING_AFTER_IDLE_MS - 1)
    await realDelay(30)
    expect(peer.messages.length).toBe(0)
    peer.reply({ data: [image(task!.taskUUID)] })
    await result
    jest.advanceTimersByTime(PING_AFTER_IDLE_MS)
    await expect(peer.next()).resolves.toEqual([{ taskType: 'ping', ping: true }])
  })
})

describe('close()', () => {
  it('leaves nothing running: socket closed, requests rejected, no timer, no reconnection', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
    const result = rw.generate({ positivePrompt: 'left behind' })
    await peer.next()
    expect(jest.getTimerCount()).toBeGreaterThan(0)
    rw.close()
    await expect(result).rejects.toEqual(new RunwareError('closed', 'The connection to the image service was closed'))
    await peer.closed
    await until(() => clientSockets.every((s) => s.readyState === WebSocket.CLOSED), 'the client socket to close')
    expect(jest.getTimerCount()).toBe(0)
    jest.advanceTimersByTime(10 * 60_000)
    await realDelay(50)
    expect(fake.attempts).toBe(1)
    await expect(rw.generate({ positivePrompt: 'too late' })).rejects.toMatchObject({ reason: 'closed' })
  })

  it('cancels a reconnection that is waiting, and a connection being opened', async () => {
    jest.useFakeTimers(FAKE_CLOCK)
    const rw = makeClient()
    const connected = rw.connect()
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
    peer.socket.terminate()
    await until(() => jest.getTimerCount() === 1 && !rw.isAuthenticated, 'the reconnection to be scheduled')
    rw.close()
    expect(jest.getTimerCount()).toBe(0)

    const other = makeClient()
    const opening = other.connect()
    other.close()
    await expect(opening).rejects.toMatchObject({ reason: 'closed' })
    await until(() => clientSockets.every((s) => s.readyState === WebSocket.CLOSED), 'every client socket to close')
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe('configuration', () => {
  const saved = process.env.GATSBY_RUNWARE_WS_URL
  afterEach(() => {
    if (saved === undefined) delete process.env.GATSBY_RUNWARE_WS_URL
    else process.env.GATSBY_RUNWARE_WS_URL = saved
  })

  it("uses Runware's endpoint unless GATSBY_RUNWARE_WS_URL points elsewhere", async () => {
    delete process.env.GATSBY_RUNWARE_WS_URL
    expect(defaultUrl()).toBe('wss://ws-api.runware.ai/v1')
    expect(RUNWARE_WS_URL).toBe('wss://ws-api.runware.ai/v1')
    process.env.GATSBY_RUNWARE_WS_URL = fake.url
    client = new RunwareClient(KEY, { WebSocket: RecordingWebSocket })
    const connected = client.connect()
    const peer = await fake.peers.next()
    await peer.accept()
    await connected
  })
})
