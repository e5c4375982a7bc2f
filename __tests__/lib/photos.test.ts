/** @jest-environment node */
// Photos with a request (src/lib/forms/photos.ts): made small before they leave, sent as they are
// when the browser can't read them but they are small enough, refused with a reason otherwise.
import { photoFields, preparePhoto, UNREAD_MAX_BYTES, withoutPhotos, type Scale } from '../../src/lib/forms/photos'

const file = (bytes: number, name = 'roof.heic', type = 'image/heic') => new File([new Uint8Array(bytes)], name, { type })
const scaledTo =
  (bytes: number): Scale =>
  async () =>
    new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' })
const unreadable: Scale = async () => {
  throw new Error('The image could not be decoded')
}

describe('a photo chosen', () => {
  it('is scaled and re-encoded as a JPEG named as the photo', async () => {
    const prepared = await preparePhoto(file(6_000_000, 'IMG_0042.png', 'image/png'), scaledTo(400_000))
    expect(prepared).toMatchObject({ ok: true, before: 6_000_000, after: 400_000, scaled: true })
    if (prepared.ok) expect([prepared.file.name, prepared.file.type]).toEqual(['IMG_0042.jpg', 'image/jpeg'])
  })

  it('goes as it is when the browser cannot read it but it is small enough, and is refused when it is not', async () => {
    await expect(preparePhoto(file(UNREAD_MAX_BYTES), unreadable)).resolves.toMatchObject({
      ok: true,
      scaled: false,
      after: UNREAD_MAX_BYTES,
    })
    await expect(preparePhoto(file(UNREAD_MAX_BYTES + 1), unreadable)).resolves.toEqual({
      ok: false,
      name: 'roof.heic',
      reason: 'unreadable',
    })
  })

  it('is refused when it is not a photo', async () => {
    await expect(preparePhoto(file(10, 'quote.pdf', 'application/pdf'), scaledTo(5))).resolves.toEqual({
      ok: false,
      name: 'quote.pdf',
      reason: 'not-an-image',
    })
  })
})

describe("a request's photos", () => {
  it('are sent as photo_1, photo_2 and photo_3, three at most, and can be taken out of the request', () => {
    const photos = ['a', 'b', 'c', 'd'].map((name) => file(1, `${name}.jpg`, 'image/jpeg'))
    const fields = photoFields(photos)
    expect(Object.keys(fields)).toEqual(['photo_1', 'photo_2', 'photo_3'])
    const { fields: words, photos: left } = withoutPhotos({ name: 'Dana', ...fields })
    expect(words).toEqual({ name: 'Dana' })
    expect(left.map((photo) => photo.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
  })
})
