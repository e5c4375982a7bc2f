// The files of a submission (a resume, photos of the damage): Netlify's copy names each and links to
// its stored copy; the office's e-mail attaches them while they fit, and links the rest.
import { deadline } from '../deadline'
import { PHOTO_FIELDS } from '../forms/fields'
import { isLoopbackOrigin, type Fetch } from '../server/http'
import type { Timing } from './retry'

/** A submission's fields, as Netlify's copy holds them. */
type Fields = Record<string, unknown>

export type SubmittedFile = { field: string; filename: string; url: string; size: number | null }
export type Attachment = { filename: string; content: string }

/** Files attached to one e-mail, together at most this (a resume, three photos made small); the rest are linked. */
export const ATTACH_MAX_BYTES = 7 * 1024 * 1024
/** The longest wait for one file's link. */
const FILE_MS = 2_000

/** A field's file, as Netlify's copy gives it (name, size, link), or null. */
export function fileOf(fields: Fields, field: string): SubmittedFile | null {
  const file = fields[field] as { filename?: unknown; size?: unknown; url?: unknown } | undefined
  if (!file || typeof file !== 'object' || typeof file.url !== 'string' || typeof file.filename !== 'string') return null
  return { field, filename: file.filename, url: file.url, size: typeof file.size === 'number' ? file.size : null }
}

/** The photos that came with a request, in the order of their fields. */
export const photosOf = (fields: Fields): SubmittedFile[] => PHOTO_FIELDS.flatMap((field) => fileOf(fields, field) ?? [])

/**
 * The files as attachments, in order, while they fit in ATTACH_MAX_BYTES together and their links
 * answer in time (half the function's time left at most: the e-mail itself must still go); the rest
 * are left to the e-mail's lines, which name each file with its link.
 */
export async function attachmentsOf(
  files: ReadonlyArray<SubmittedFile>,
  fetchImpl: Fetch,
  started: number,
  timing: Timing,
): Promise<Attachment[]> {
  const attached: Attachment[] = []
  let total = 0
  for (const file of files) {
    if (file.size !== null && total + file.size > ATTACH_MAX_BYTES) continue
    let url: URL
    try {
      url = new URL(file.url)
    } catch {
      continue
    }
    // Netlify's stored file (https), or the local server's on this machine
    if (url.protocol !== 'https:' && !isLoopbackOrigin(`${url.origin}/`)) continue
    const ms = Math.min(FILE_MS, (timing.budgetMs - (timing.now() - started)) / 2)
    if (ms <= 0) break
    const limit = deadline(ms)
    try {
      const response = await fetchImpl(url.href, { redirect: 'error', signal: limit.signal })
      if (!response.ok) continue
      const bytes = Buffer.from(await response.arrayBuffer())
      if (total + bytes.length > ATTACH_MAX_BYTES) continue
      total += bytes.length
      attached.push({ filename: file.filename.replace(/[^\w.\- ]/g, '_').slice(0, 100), content: bytes.toString('base64') })
    } catch {
      continue
    } finally {
      limit.clear()
    }
  }
  return attached
}
