import { useCallback, useEffect, useRef, useState } from 'react'
import { RunwareClient } from '../lib/runware/client'
import { clientMessages, RunwareError, type RunwareFailure } from '../lib/runware/errors'
import type { GeneratedImage, ImageRequest } from '../lib/runware/protocol'

export type RunwareStatus = 'idle' | 'generating' | 'done' | 'error'

/** What the hook needs of a client; tests pass a fake. */
export type ImageClient = Pick<RunwareClient, 'generate' | 'close'>
export type CreateImageClient = (apiKey: string) => ImageClient

export type GenerateOutcome = { ok: true; image: GeneratedImage } | { ok: false; reason: RunwareFailure; message: string }

type State = { status: RunwareStatus; imageURL: string | null; error: string | null }

const idle: State = { status: 'idle', imageURL: null, error: null }
const createRunwareClient: CreateImageClient = (apiKey) => new RunwareClient(apiKey)

/**
 * Runware for a component: one client (one socket) per key, made on the first request rather than
 * as the key is typed, so a half-typed key is never sent. A new key closes the old client, and so
 * does unmounting. `generate` never throws: it returns what happened, for the caller to show.
 */
export function useRunware(apiKey: string, { createClient = createRunwareClient }: { createClient?: CreateImageClient } = {}) {
  const [state, setState] = useState<State>(idle)
  const connection = useRef<{ key: string; client: ImageClient } | null>(null)
  const busy = useRef(false)

  useEffect(
    () => () => {
      connection.current?.client.close()
      connection.current = null
    },
    [apiKey],
  )

  const generate = useCallback(
    async (request: ImageRequest): Promise<GenerateOutcome | null> => {
      // A second request while one runs (a double click) is dropped, not queued.
      if (busy.current) return null
      busy.current = true
      if (connection.current?.key !== apiKey) {
        connection.current?.client.close()
        connection.current = { key: apiKey, client: createClient(apiKey) }
      }
      const { client } = connection.current
      setState((was) => ({ ...was, status: 'generating', error: null }))
      try {
        const [image] = await client.generate(request)
        // The client's own wording, which the page shows in its language (lib/runware/messages.ts).
        if (!image) throw new RunwareError('task', clientMessages.noImage)
        setState({ status: 'done', imageURL: image.imageURL, error: null })
        return { ok: true, image }
      } catch (error) {
        const failure = error instanceof RunwareError ? error : new RunwareError('connection', String(error))
        // Closed means the key changed or the component went away: nothing to report.
        setState((was) => (failure.reason === 'closed' ? { ...was, status: 'idle' } : { ...was, status: 'error', error: failure.message }))
        return { ok: false, reason: failure.reason, message: failure.message }
      } finally {
        busy.current = false
      }
    },
    [apiKey, createClient],
  )

  return { ...state, generate }
}
