// Photos of the damage with a request (issue 57): up to three, each made small in the browser before
// it leaves (at most 1,600 px on its long side, re-encoded as JPEG, which leaves the camera's EXIF,
// its location included, behind), so three fit well inside what Netlify Forms takes in one request
// (8 MB; docs/settings.md). A photo the browser can't read (a HEIC on a desktop browser) goes as it
// is when it is small enough, else is refused with a reason. The scaling itself is a library's
// (browser-image-compression), loaded only once a photo is chosen: PhotoField.tsx.
import { PHOTO_FIELDS, type PhotoField } from './fields'

export const MAX_PHOTOS = PHOTO_FIELDS.length
/** The long side of a photo as it is sent. */
export const MAX_SIDE_PX = 1600
/** What a photo may weigh once scaled: enough for a sharp 1,600 px JPEG. */
export const SCALED_MAX_BYTES = 1.2 * 1024 * 1024
/** A photo the browser can't scale goes as it is only up to this: three of them still fit in one request. */
export const UNREAD_MAX_BYTES = 2.5 * 1024 * 1024
/** Netlify Forms' limit for one request, all files and fields together. */
export const REQUEST_MAX_BYTES = 8 * 1024 * 1024

/** Scales a photo (the library, or a stand-in in tests); throws when the browser can't read it. */
export type Scale = (file: File) => Promise<Blob>

export type Prepared =
  | { ok: true; file: File; before: number; after: number; scaled: boolean }
  | { ok: false; name: string; reason: 'not-an-image' | 'unreadable' }

const isImage = (file: File) => file.type.startsWith('image/') || /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i.test(file.name)

/** The photo as it will be sent: scaled when the browser can read it, as it is when small enough, else refused. */
export async function preparePhoto(file: File, scale: Scale): Promise<Prepared> {
  if (!isImage(file)) return { ok: false, name: file.name, reason: 'not-an-image' }
  try {
    const blob = await scale(file)
    // a photo already smaller than its scaled copy goes as it is
    if (blob.size >= file.size && file.size <= SCALED_MAX_BYTES && /jpe?g$/i.test(file.type))
      return { ok: true, file, before: file.size, after: file.size, scaled: false }
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`
    return { ok: true, file: new File([blob], name, { type: 'image/jpeg' }), before: file.size, after: blob.size, scaled: true }
  } catch {
    if (file.size <= UNREAD_MAX_BYTES) return { ok: true, file, before: file.size, after: file.size, scaled: false }
    return { ok: false, name: file.name, reason: 'unreadable' }
  }
}

/** The photos as the form's fields: photo_1, photo_2, photo_3, in the order chosen. */
export const photoFields = (photos: ReadonlyArray<File>): Partial<Record<PhotoField, File>> =>
  Object.fromEntries(photos.slice(0, MAX_PHOTOS).map((photo, i) => [PHOTO_FIELDS[i]!, photo]))

/** The fields without their photos (a request sent again with its words only), and the photos left out. */
export function withoutPhotos<T extends Record<string, unknown>>(fields: T): { fields: T; photos: File[] } {
  const rest = { ...fields }
  const photos: File[] = []
  for (const name of PHOTO_FIELDS) {
    const value = rest[name]
    if (typeof File !== 'undefined' && value instanceof File) photos.push(value)
    delete rest[name]
  }
  return { fields: rest, photos }
}

/** The library's scaling, fetched the first time a photo is chosen (it is not part of any page's load). */
export const libraryScale: Scale = async (file) => {
  const { default: compress } = await import('browser-image-compression')
  // on this page's thread: its worker would load the library's script from a CDN
  return compress(file, {
    maxWidthOrHeight: MAX_SIDE_PX,
    maxSizeMB: SCALED_MAX_BYTES / 1024 / 1024,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.82,
  })
}
