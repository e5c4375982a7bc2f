// What the visitor reads about image generation (spec §8 wording). The words are in
// data/ui-sections/ui-sections.en.json (`imageGenerator`), in the page's language; these helpers put them together.
import { fillPlaceholders } from '../text'
import { clientMessages, type RunwareFailure } from './errors'
import { FALLBACK_ERROR } from './protocol'

export const SERVICE_NAME = 'Runware'

/** The generator's words (data/ui-sections/ui-sections.en.json `imageGenerator`). */
export type GeneratorTexts = Record<
  'missingKey' | 'missingPrompt' | 'failed' | 'connection' | 'alt' | 'unknownError' | 'noImage' | 'timeout',
  string
>

type Toast = { title: string; description?: string }

/** The toasts for a request the page refuses to send. */
export const requestToasts = (texts: GeneratorTexts) => ({
  missingKey: { title: fillPlaceholders(texts.missingKey, { service: SERVICE_NAME }) },
  missingPrompt: { title: texts.missingPrompt },
})

const TIMEOUT_SECONDS = /(\d+) s$/

/**
 * The detail of a failure in the page's language when this site wrote it (the client's fallback, a
 * reply without an image, no answer in time); the service's own message stays as the service sent it.
 */
function failureDetail(reason: RunwareFailure, message: string, texts: GeneratorTexts): string {
  if (message === FALLBACK_ERROR) return texts.unknownError
  if (message === clientMessages.noImage) return texts.noImage
  const seconds = reason === 'timeout' ? TIMEOUT_SECONDS.exec(message)?.[1] : undefined
  return seconds ? fillPlaceholders(texts.timeout, { seconds }) : message
}

/**
 * The toast for a failed generation. A connection that could not be made says so; anything else
 * (a refused key, a failed task, no answer in time) is the spec's failure line, with the detail
 * beneath it so the visitor can tell a wrong key from a busy service.
 */
export function failureToast(reason: RunwareFailure, message: string, texts: GeneratorTexts): Toast {
  if (reason === 'connection') return { title: texts.connection }
  return message ? { title: texts.failed, description: failureDetail(reason, message, texts) } : { title: texts.failed }
}

export const MAX_ALT_LENGTH = 150

/**
 * Alt text for a generated image from its template ('AI-generated image: {{prompt}}'): what was asked
 * for, cut at a word so screen readers stay brief.
 */
export function altFromPrompt(prompt: string, template: string, maxLength = MAX_ALT_LENGTH): string {
  const text = prompt.replace(/\s+/g, ' ').trim()
  const room = maxLength - fillPlaceholders(template, { prompt: '' }).length
  if (text.length <= room) return fillPlaceholders(template, { prompt: text })
  const cut = text.slice(0, room - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut
  return fillPlaceholders(template, { prompt: `${atWord.replace(/[\s,;:.-]+$/, '')}…` })
}
