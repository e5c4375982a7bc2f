/**
 * Why a request to the image service failed, so the page can say the right thing:
 * - connection: the socket could not be opened, or was not open when it had to be
 * - server: an error reply (a refused key, a rejected request)
 * - task: the task itself failed (a data item carrying its own error)
 * - timeout: no answer in time
 * - closed: the client was closed (the page moved on); nobody needs to be told
 */
export type RunwareFailure = 'connection' | 'server' | 'task' | 'timeout' | 'closed'

export class RunwareError extends Error {
  constructor(
    readonly reason: RunwareFailure,
    message: string,
  ) {
    super(message)
    this.name = 'RunwareError'
  }
}

export const clientMessages = {
  notReady: 'WebSocket not ready for authentication',
  cannotConnect: 'Could not connect to the image service',
  connectionLost: 'The connection to the image service was lost',
  closed: 'The connection to the image service was closed',
  timeout: (ms: number) => `No answer from the image service within ${Math.round(ms / 1000)} s`,
  noImage: 'The image service answered without an image',
} as const
