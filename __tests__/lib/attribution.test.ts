/** @jest-environment node */
import { ATTRIBUTION_FIELDS, ATTRIBUTION_SETTINGS, attributionFields, rememberAttribution } from '../../src/lib/forms/attribution'

function memoryStore() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/** What the page keeps from a visit's first page, at `href`, reached from `referrer` (an empty tab each time). */
function attributionOf(href: string, referrer: string) {
  const store = memoryStore()
  rememberAttribution(ATTRIBUTION_SETTINGS, { href }, referrer, store)
  const fields = attributionFields(store)
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))
}

describe('where a visit came from', () => {
  it('reads the campaign tags and click ids, the landing page and the referring host', () => {
    const found = attributionOf(
      'https://example-roofing.com/cary/?utm_source=google&utm_medium=cpc&utm_campaign=storm+2026&gclid=Cj0abc&x=1',
      'https://www.google.com/search?q=roofer+cary',
    )
    expect(found).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'storm 2026',
      gclid: 'Cj0abc',
      landing_page: '/cary/?utm_source=google&utm_medium=cpc&utm_campaign=storm+2026&gclid=Cj0abc&x=1',
      referrer: 'www.google.com',
    })
  })

  it('leaves out the site itself as a referrer, empty tags and a referrer that is not an address', () => {
    expect(attributionOf('https://example-roofing.com/?utm_source=%20', 'https://example-roofing.com/blog/')).toEqual({
      landing_page: '/?utm_source=%20',
    })
    expect(attributionOf('https://example-roofing.com/', 'not a url')).toEqual({ landing_page: '/' })
  })

  it('cuts a tag too long to be a campaign name', () => {
    expect(attributionOf(`https://a.example/?fbclid=${'x'.repeat(500)}`, '').fbclid).toHaveLength(200)
  })

  it('keeps the first page of the visit: the next pages do not replace it', () => {
    const store = memoryStore()
    rememberAttribution(ATTRIBUTION_SETTINGS, { href: 'https://a.example/?utm_source=newsletter' }, 'https://mail.example.net/', store)
    rememberAttribution(ATTRIBUTION_SETTINGS, { href: 'https://a.example/contact/' }, 'https://a.example/', store)
    expect(attributionFields(store)).toMatchObject({
      utm_source: 'newsletter',
      landing_page: '/?utm_source=newsletter',
      referrer: 'mail.example.net',
    })
  })

  it('gives every field, empty where the visit said nothing or nothing was kept', () => {
    const fields = attributionFields(memoryStore())
    expect(Object.keys(fields)).toEqual([...ATTRIBUTION_FIELDS])
    expect(Object.values(fields).every((value) => value === '')).toBe(true)
    const broken = memoryStore()
    broken.setItem('visit-attribution', '{not json')
    expect(attributionFields(broken).landing_page).toBe('')
    expect(attributionFields(null).utm_source).toBe('')
  })

  it('survives a storage that refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => rememberAttribution(ATTRIBUTION_SETTINGS, { href: 'https://a.example/' }, '', refusing)).not.toThrow()
    expect(() => rememberAttribution(ATTRIBUTION_SETTINGS, { href: 'https://a.example/' }, '', null)).not.toThrow()
  })
})
