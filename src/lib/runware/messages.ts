// What the visitor reads about image generation (spec §8 wording), in one place.
import type { RunwareFailure } from './errors'

export const SERVICE_NAME = 'Runware'

export const generatorMessages = {
  missingKey: { title: `Please enter your ${SERVICE_NAME} API key` },
  missingPrompt: { title: 'Please describe the image to generate' },
  failed: 'Failed to generate image. Please check your API key and try again',
  connection: { title: 'Connection error. Please try again.' },
  generating: 'Generating your image: this takes a few seconds.',
  done: 'Done: your image now shows as the project photo.',
} as const

/**
 * The toast for a failed generation. A connection that could not be made says so; anything else
 * (a refused key, a failed task, no answer in time) is the spec's failure line, with the service's
 * own message beneath it so the visitor can tell a wrong key from a busy service.
 */
export function failureToast(reason: RunwareFailure, message: string): { title: string; description?: string } {
  if (reason === 'connection') return generatorMessages.connection
  return message ? { title: generatorMessages.failed, description: message } : { title: generatorMessages.failed }
}

export const MAX_ALT_LENGTH = 150
const ALT_PREFIX = 'AI-generated image: '

/** Alt text for a generated image: what was asked for, cut at a word so screen readers stay brief. */
export function altFromPrompt(prompt: string, maxLength = MAX_ALT_LENGTH): string {
  const text = prompt.replace(/\s+/g, ' ').trim()
  const room = maxLength - ALT_PREFIX.length
  if (text.length <= room) return ALT_PREFIX + text
  const cut = text.slice(0, room - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut
  return `${ALT_PREFIX}${atWord.replace(/[\s,;:.-]+$/, '')}…`
}
