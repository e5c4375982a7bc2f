// A client for Runware's image service over one persistent WebSocket (spec §4, §7, §8): it
// authenticates, matches replies to requests by taskUUID, reconnects when the socket drops and
// keeps an idle socket alive. Plain TypeScript, so Node tests drive it against a real socket server.
import { RunwareError, clientMessages } from './errors'
import {
  FALLBACK_ERROR,
  RUNWARE_WS_URL,
  authenticationTask,
  imageInferenceTask,
  isTaskError,
  parseReply,
  pingTask,
  randomUUID,
  type GeneratedImage,
  type ImageRequest,
  type ReplyItem,
} from './protocol'

export const REQUEST_TIMEOUT_MS = 60_000
export const RECONNECT_DELAY_MS = 1_000
export const MAX_RECONNECT_DELAY_MS = 30_000
/** The service closes a socket after 120 s without a message; a ping after 60 s of quiet keeps it. */
export const PING_AFTER_IDLE_MS = 60_000

// The readyState both the browser's WebSocket and the `ws` package use for an open socket.
const OPEN = 1

// Handlers typed the way DOM typings declare methods (bivariant), so that both the browser's
// WebSocket and the `ws` package's, whose event types differ, fit the one interface.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack']

/** The part of a WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: Handler<unknown> | null
  onmessage: Handler<{ data: unknown }> | null
  onclose: Handler<unknown> | null
  onerror: Handler<unknown> | null
}

export type SocketConstructor = new (url: string) => SocketLike

export type RunwareClientOptions = {
  /** defaults to GATSBY_RUNWARE_WS_URL, else Runware's own endpoint */
  url?: string
  /** defaults to the browser's WebSocket; Node tests pass the `ws` package's */
  WebSocket?: SocketConstructor
  /** a session to resume, from an earlier connection */
  connectionSessionUUID?: string
  requestTimeoutMs?: number
  reconnectDelayMs?: number
  maxReconnectDelayMs?: number
  pingAfterIdleMs?: number
}

type Timer = ReturnType<typeof setTimeout>
type Waiter<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: RunwareError) => void; timer: Timer }
type Task = Omit<Waiter<GeneratedImage[]>, 'promise'> & { expected: number; images: GeneratedImage[]; sent: boolean }

/** Read where the bundler can replace it: Gatsby inlines GATSBY_* variables at build time. */
export const defaultUrl = () => process.env.GATSBY_RUNWARE_WS_URL || RUNWARE_WS_URL

// The keys live outside the clients, so printing or serialising a client (even with hidden
// properties shown, even after private fields are compiled down) never shows one.
const apiKeys = new WeakMap<RunwareClient, string>()

export class RunwareClient {
  private readonly url: string
  private readonly Socket: SocketConstructor
  private readonly requestTimeoutMs: number
  private readonly reconnectDelayMs: number
  private readonly maxReconnectDelayMs: number
  private readonly pingAfterIdleMs: number

  private socket: SocketLike | null = null
  private connecting: Promise<void> | null = null
  private auth: Waiter<void> | null = null
  private readonly tasks = new Map<string, Task>()
  private session: string | undefined
  private authenticated = false
  /** the service refused the key: retrying on our own would only be refused again */
  private keyRefused = false
  /** connections in a row that ended without being authenticated, for the backoff */
  private failures = 0
  private reconnectTimer: Timer | null = null
  private pingTimer: Timer | null = null
  private closed = false

  constructor(apiKey: string, options: RunwareClientOptions = {}) {
    apiKeys.set(this, apiKey)
    this.url = options.url ?? defaultUrl()
    this.Socket = options.WebSocket ?? (globalThis.WebSocket as SocketConstructor)
    this.session = options.connectionSessionUUID
    this.requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
    this.reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS
    this.maxReconnectDelayMs = options.maxReconnectDelayMs ?? MAX_RECONNECT_DELAY_MS
    this.pingAfterIdleMs = options.pingAfterIdleMs ?? PING_AFTER_IDLE_MS
  }

  get isAuthenticated() {
    return this.authenticated
  }

  /** The session the service gave us; sent again on every reconnection to resume it. */
  get connectionSessionUUID() {
    return this.session
  }

  /** Opens the socket if needed and authenticates; resolves once the service has accepted the key. */
  connect(): Promise<void> {
    if (this.closed) return Promise.reject(new RunwareError('closed', clientMessages.closed))
    if (this.authenticated && this.socket?.readyState === OPEN) return Promise.resolve()
    if (!this.connecting) {
      // Someone needs the connection now: a reconnection waiting for its turn starts at once.
      this.cancelReconnect()
      this.connecting = this.open()
        .then(() => this.authenticate())
        .finally(() => {
          this.connecting = null
        })
    }
    return this.connecting
  }

  /** Sends the key (and the session to resume, if any) on the open socket. */
  authenticate(): Promise<void> {
    if (this.closed) return Promise.reject(new RunwareError('closed', clientMessages.closed))
    if (!this.socket || this.socket.readyState !== OPEN) return Promise.reject(new RunwareError('connection', clientMessages.notReady))
    if (this.auth) return this.auth.promise
    const auth = this.waiter<void>(() =>
      this.failAuthentication(new RunwareError('timeout', clientMessages.timeout(this.requestTimeoutMs))),
    )
    this.auth = auth
    this.send(authenticationTask(apiKeys.get(this) ?? '', this.session))
    return auth.promise
  }

  /**
   * Generates images: the imageInference task with the spec's defaults, the request's own values
   * taking precedence. Resolves with as many images as were asked for (numberResults).
   */
  generate(request: ImageRequest): Promise<GeneratedImage[]> {
    if (this.closed) return Promise.reject(new RunwareError('closed', clientMessages.closed))
    const taskUUID = randomUUID()
    const message = imageInferenceTask(taskUUID, request)
    const { promise, ...waiter } = this.waiter<GeneratedImage[]>(() =>
      this.settle(taskUUID, new RunwareError('timeout', clientMessages.timeout(this.requestTimeoutMs))),
    )
    this.tasks.set(taskUUID, { ...waiter, expected: Math.max(1, message.numberResults), images: [], sent: false })
    // The timer above already runs: connecting and authenticating count towards the 60 s.
    this.connect().then(
      () => {
        const task = this.tasks.get(taskUUID)
        if (!task) return
        task.sent = true
        if (!this.send([message])) this.settle(taskUUID, new RunwareError('connection', clientMessages.connectionLost))
      },
      (error: unknown) =>
        this.settle(taskUUID, error instanceof RunwareError ? error : new RunwareError('connection', clientMessages.cannotConnect)),
    )
    return promise
  }

  /** Stops everything: the socket, the reconnection, the ping and every request still waiting. */
  close() {
    this.closed = true
    this.cancelReconnect()
    this.stopPing()
    const socket = this.socket
    this.socket = null
    this.authenticated = false
    socket?.close(1000)
    const error = new RunwareError('closed', clientMessages.closed)
    this.failAuthentication(error)
    for (const taskUUID of [...this.tasks.keys()]) this.settle(taskUUID, error)
  }

  private open(): Promise<void> {
    const current = this.socket
    if (current?.readyState === OPEN) return Promise.resolve()
    // A socket still closing is left to finish; its events no longer concern us.
    this.socket = null
    current?.close(1000)
    return new Promise<void>((resolve, reject) => {
      let socket: SocketLike
      try {
        socket = new this.Socket(this.url)
      } catch {
        // An unusable URL or a blocked scheme throws instead of failing the connection.
        reject(new RunwareError('connection', clientMessages.cannotConnect))
        return
      }
      this.socket = socket
      let opened = false
      socket.onopen = () => {
        if (socket !== this.socket) return
        opened = true
        this.armPing()
        resolve()
      }
      socket.onmessage = (event) => {
        if (socket === this.socket) this.receive(event.data)
      }
      // An error event is always followed by a close event, which does the work.
      socket.onerror = () => undefined
      socket.onclose = () => {
        if (!opened)
          reject(
            this.closed ? new RunwareError('closed', clientMessages.closed) : new RunwareError('connection', clientMessages.cannotConnect),
          )
        if (socket !== this.socket) return
        this.socket = null
        this.lost()
      }
    })
  }

  /** The socket closed on us (the service, the network): reconnect, resuming the session. */
  private lost() {
    const wasAuthenticated = this.authenticated
    this.authenticated = false
    this.stopPing()
    this.failAuthentication(new RunwareError('connection', clientMessages.connectionLost))
    // Requests already sent stay pending: the resumed session may still deliver their results,
    // and each has its own timeout, so none waits forever.
    this.failures = wasAuthenticated ? 0 : this.failures + 1
    this.scheduleReconnect()
  }

  private scheduleReconnect() {
    if (this.closed || this.keyRefused || this.reconnectTimer) return
    const delay = Math.min(this.reconnectDelayMs * 2 ** this.failures, this.maxReconnectDelayMs)
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      // A failed attempt closes its socket, which schedules the next one.
      this.connect().catch(() => undefined)
    }, delay)
  }

  private cancelReconnect() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
  }

  /** After a quiet spell, a ping; any message in or out starts the spell again. */
  private armPing() {
    this.stopPing()
    if (this.closed) return
    this.pingTimer = setTimeout(() => {
      this.pingTimer = null
      if (this.socket?.readyState === OPEN) this.send(pingTask())
    }, this.pingAfterIdleMs)
  }

  private stopPing() {
    if (this.pingTimer) clearTimeout(this.pingTimer)
    this.pingTimer = null
  }

  private send(message: object): boolean {
    const socket = this.socket
    if (!socket || socket.readyState !== OPEN) return false
    socket.send(JSON.stringify(Array.isArray(message) ? message : [message]))
    this.armPing()
    return true
  }

  private receive(raw: unknown) {
    this.armPing()
    const reply = parseReply(raw)
    if (reply.kind === 'error') this.onErrorReply(reply.message, reply.taskUUID, reply.taskType)
    if (reply.kind !== 'data') return
    for (const item of reply.items) {
      if (item.taskType === 'authentication') this.onAuthenticated(item)
      else if (item.taskUUID) this.onTaskItem(item.taskUUID, item)
    }
  }

  private onAuthenticated(item: ReplyItem) {
    if (item.connectionSessionUUID) this.session = item.connectionSessionUUID
    this.authenticated = true
    this.keyRefused = false
    this.failures = 0
    const auth = this.auth
    this.auth = null
    if (!auth) return
    clearTimeout(auth.timer)
    auth.resolve()
  }

  private onTaskItem(taskUUID: string, item: ReplyItem) {
    const task = this.tasks.get(taskUUID)
    // An answer to a request that already timed out, or to a ping: nobody is waiting for it.
    if (!task) return
    if (isTaskError(item)) return this.settle(taskUUID, new RunwareError('task', item.errorMessage ?? FALLBACK_ERROR))
    if (!item.imageURL) return this.settle(taskUUID, new RunwareError('task', clientMessages.noImage))
    task.images.push({ taskUUID, imageURL: item.imageURL, imageUUID: item.imageUUID, seed: item.seed })
    if (task.images.length >= task.expected) this.settle(taskUUID, task.images)
  }

  /**
   * An error reply fails the request it names. One that names none, while the key is being checked,
   * is the key's refusal. Otherwise it fails every request already sent: the service will not answer
   * them, and waiting out the timeout would only hide the reason.
   */
  private onErrorReply(message: string, taskUUID: string | undefined, taskType: string | undefined) {
    const error = new RunwareError('server', message)
    if (taskUUID && this.tasks.has(taskUUID)) return this.settle(taskUUID, error)
    if (taskType === 'authentication' || (!taskUUID && !taskType && this.auth)) {
      this.authenticated = false
      if (this.auth) this.keyRefused = true
      return this.failAuthentication(error)
    }
    if (taskUUID) return
    for (const [uuid, task] of [...this.tasks]) if (task.sent) this.settle(uuid, error)
  }

  private failAuthentication(error: RunwareError) {
    const auth = this.auth
    this.auth = null
    if (!auth) return
    clearTimeout(auth.timer)
    auth.reject(error)
  }

  private settle(taskUUID: string, outcome: GeneratedImage[] | RunwareError) {
    const task = this.tasks.get(taskUUID)
    if (!task) return
    this.tasks.delete(taskUUID)
    clearTimeout(task.timer)
    if (outcome instanceof RunwareError) task.reject(outcome)
    else task.resolve(outcome)
  }

  /** A promise with its settle functions and a timeout that runs `onTimeout`. */
  private waiter<T>(onTimeout: () => void): Waiter<T> {
    let resolve: (value: T) => void = () => undefined
    let reject: (error: RunwareError) => void = () => undefined
    const promise = new Promise<T>((res, rej) => {
      resolve = res
      reject = rej
    })
    return { promise, resolve, reject, timer: setTimeout(onTimeout, this.requestTimeoutMs) }
  }
}
