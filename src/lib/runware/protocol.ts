// The messages of Runware's WebSocket API (spec §7): what we send, and how to read what comes back.
// Every message is JSON; requests are arrays of tasks, replies are objects with `data` or errors.

export const RUNWARE_WS_URL = 'wss://ws-api.runware.ai/v1'

/** The imageInference values the spec fixes; a caller's own values win over these. */
export const IMAGE_DEFAULTS = {
  model: 'runware:100@1',
  width: 1024,
  height: 1024,
  numberResults: 1,
  outputFormat: 'WEBP',
  steps: 4,
  CFGScale: 1,
  scheduler: 'FlowMatchEulerDiscreteScheduler',
  strength: 0.8,
  lora: [] as Lora[],
}

export const FALLBACK_ERROR = 'An error occurred'

export type Lora = { model: string; weight?: number }

export type AuthenticationTask = { taskType: 'authentication'; apiKey: string; connectionSessionUUID?: string }
export type PingTask = { taskType: 'ping'; ping: true }

type ImageSettings = {
  model: string
  width: number
  height: number
  numberResults: number
  outputFormat: string
  steps: number
  CFGScale: number
  scheduler: string
  strength: number
  lora: Lora[]
}

export type ImageInferenceTask = { taskType: 'imageInference'; taskUUID: string; positivePrompt: string } & ImageSettings

/** What a caller asks for: the prompt, and any setting that should differ from the defaults. */
export type ImageRequest = { positivePrompt: string } & Partial<ImageSettings>

/** One image of an imageInference reply. */
export type GeneratedImage = { taskUUID: string; imageURL: string; imageUUID?: string; seed?: number }

export const authenticationTask = (apiKey: string, connectionSessionUUID?: string): AuthenticationTask =>
  connectionSessionUUID ? { taskType: 'authentication', apiKey, connectionSessionUUID } : { taskType: 'authentication', apiKey }

export const pingTask = (): PingTask => ({ taskType: 'ping', ping: true })

export const imageInferenceTask = (taskUUID: string, request: ImageRequest): ImageInferenceTask => ({
  taskType: 'imageInference',
  taskUUID,
  positivePrompt: request.positivePrompt,
  ...IMAGE_DEFAULTS,
  // A fresh array per task, so nothing that holds a sent task can change the defaults.
  lora: [],
  ...withoutUndefined(request),
})

/** `{ width: undefined }` means "no preference": it must not erase the default (JSON would drop it). */
const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>

/** One item of a `data` reply, as far as the client needs to read it. */
export type ReplyItem = {
  taskType?: string
  taskUUID?: string
  connectionSessionUUID?: string
  imageURL?: string
  imageUUID?: string
  seed?: number
  /** set on an item whose task failed on its own (a task-level error) */
  errorMessage?: string
  error?: unknown
}

export type Reply =
  | { kind: 'data'; items: ReplyItem[] }
  /** an error reply; `taskUUID`/`taskType` say which request it concerns when the server tells */
  | { kind: 'error'; message: string; taskUUID?: string; taskType?: string }
  | { kind: 'unknown' }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * The server's errorMessage, else the first error's message, else a generic line: the order the
 * spec gives (§8), so the visitor sees the most specific text the service sent. An `error` that is
 * itself a sentence (the REST form of the API) is used before falling back to the generic line.
 */
export function errorMessageOf(reply: Record<string, unknown>): string {
  const errors: unknown[] = Array.isArray(reply.errors) ? reply.errors : []
  const first = errors[0]
  return text(reply.errorMessage) ?? (isRecord(first) ? text(first.message) : undefined) ?? text(reply.error) ?? FALLBACK_ERROR
}

/** Reads one message from the socket. Anything that is not JSON or not an object reads as unknown. */
export function parseReply(raw: unknown): Reply {
  if (typeof raw !== 'string') return { kind: 'unknown' }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { kind: 'unknown' }
  }
  if (!isRecord(value)) return { kind: 'unknown' }
  if (Array.isArray(value.errors) || value.error || text(value.errorMessage)) {
    const errors: unknown[] = Array.isArray(value.errors) ? value.errors : []
    const first = errors.find(isRecord)
    return {
      kind: 'error',
      message: errorMessageOf(value),
      taskUUID: text(value.taskUUID) ?? (first ? text(first.taskUUID) : undefined),
      taskType: text(value.taskType) ?? (first ? text(first.taskType) : undefined),
    }
  }
  if (Array.isArray(value.data)) return { kind: 'data', items: value.data.filter(isRecord).map(readItem) }
  return { kind: 'unknown' }
}

function readItem(item: Record<string, unknown>): ReplyItem {
  return {
    taskType: text(item.taskType),
    taskUUID: text(item.taskUUID),
    connectionSessionUUID: text(item.connectionSessionUUID),
    imageURL: text(item.imageURL),
    imageUUID: text(item.imageUUID),
    seed: typeof item.seed === 'number' ? item.seed : undefined,
    errorMessage: text(item.errorMessage),
    error: item.error,
  }
}

/** A data item that reports its own task failed, rather than a result. */
export const isTaskError = (item: ReplyItem) => Boolean(item.error) || item.errorMessage !== undefined

/**
 * A random task UUID. crypto.randomUUID exists only in secure contexts (https, localhost); the site
 * is served over https, but a fallback built on getRandomValues keeps plain-http previews working.
 */
export function randomUUID(): string {
  const { crypto } = globalThis
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
