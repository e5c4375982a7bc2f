/** @jest-environment node */
import { clearDraft, loadDraft, saveDraft } from '../../src/lib/forms/draft'
import { DELIVERY_TIMEOUT_MS, DeliveryError, deliverForm, deliveryTimeout, encodeForm, isRefusal } from '../../src/lib/forms/deliver'
import * as schemas from '../../src/lib/forms/schemas'
import { HTML_CONSTRAINTS, MAX_LENGTH, MAX_RESUME_BYTES } from '../../src/lib/forms/limits'
import english from '../../data/ui-forms/ui-forms.en.json'
import spanish from '../../data/ui-forms/ui-forms.es.json'

// The schemas as an English page makes them (the spec's messages live in data/ui-forms/ui-forms.en.json).
const fieldMessages = english.texts.validation
const estimateSchema = schemas.estimateSchema(fieldMessages)
const quoteSchema = schemas.quoteSchema(fieldMessages)
const applicationSchema = schemas.applicationSchema(fieldMessages)

const valid = { name: 'Jo Smith', email: 'jo@example.com', phone: '(919) 555-0199', address: '12 Oak St, Cary', message: '' }

const errorsOf = async (schema: typeof estimateSchema | typeof quoteSchema | typeof applicationSchema, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> }
    return Object.fromEntries(inner.map((e) => [e.path, e.message]))
  }
}

describe('estimate and quote validation', () => {
  it('accepts a complete request, the message being optional', async () => {
    await expect(errorsOf(estimateSchema, valid)).resolves.toEqual({})
    await expect(errorsOf(quoteSchema, { ...valid, service: 'roof-repair' })).resolves.toEqual({})
  })

  it("gives the spec's message for each field", async () => {
    await expect(errorsOf(estimateSchema, { name: 'J', email: 'jo@', phone: '919-555', address: ' ' })).resolves.toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      address: 'Address is required',
    })
  })

  it("gives the messages of the page's language on a Spanish page", async () => {
    await expect(
      errorsOf(schemas.estimateSchema(spanish.texts.validation), { name: 'J', email: 'jo@', phone: '919-555', address: ' ' }),
    ).resolves.toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Correo electrónico no válido',
      phone: 'El teléfono debe tener al menos 10 dígitos',
      address: 'La dirección es obligatoria',
    })
  })

  it('counts digits, not characters, in the phone number', async () => {
    await expect(errorsOf(estimateSchema, { ...valid, phone: '(919) 555-01' })).resolves.toEqual({ phone: fieldMessages.phone })
    await expect(errorsOf(estimateSchema, { ...valid, phone: '919.555.0199' })).resolves.toEqual({})
  })

  it('refuses a text longer than its field takes, saying how long it may be, in both languages', async () => {
    const long = (field: keyof typeof MAX_LENGTH, suffix = '') => 'x'.repeat(MAX_LENGTH[field] + 1 - suffix.length) + suffix
    const tooLong = {
      name: long('name'),
      email: long('email', '@example.com'),
      phone: `919 555 0199${'0'.repeat(MAX_LENGTH.phone)}`,
      address: long('address'),
      message: long('message'),
    }
    await expect(errorsOf(estimateSchema, tooLong)).resolves.toEqual({
      name: 'Please use at most 100 characters',
      email: 'Please use at most 254 characters',
      phone: 'Please use at most 30 characters',
      address: 'Please use at most 200 characters',
      message: 'Please use at most 2000 characters',
    })
    await expect(errorsOf(schemas.estimateSchema(spanish.texts.validation), { ...valid, address: long('address') })).resolves.toEqual({
      address: 'Máximo 200 caracteres',
    })
    await expect(errorsOf(estimateSchema, { ...valid, name: 'x'.repeat(MAX_LENGTH.name) })).resolves.toEqual({})
    await expect(
      errorsOf(applicationSchema, {
        name: 'Sam Ortiz',
        email: 'sam@example.com',
        phone: '919 555 0123',
        experience: 4,
        message: long('message'),
        resume: null,
      }),
    ).resolves.toEqual({
      message: 'Please use at most 2000 characters',
    })
  })

  it('rejects an e-mail address without a domain ending', async () => {
    await expect(errorsOf(estimateSchema, { ...valid, email: 'jo@example' })).resolves.toEqual({ email: fieldMessages.email })
  })

  it('needs the service on the quote form, with the same contact rules', async () => {
    await expect(errorsOf(quoteSchema, { ...valid, name: '', service: '' })).resolves.toEqual({
      name: fieldMessages.name,
      service: fieldMessages.service,
    })
  })
})

describe('job application validation', () => {
  const application = { name: 'Sam Ortiz', email: 'sam@example.com', phone: '919 555 0123', experience: 4, message: '', resume: null }
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })

  it('accepts an application with or without a PDF or Word resume', async () => {
    await expect(errorsOf(applicationSchema, application)).resolves.toEqual({})
    await expect(errorsOf(applicationSchema, { ...application, resume: file('cv.pdf', 'application/pdf', 1000) })).resolves.toEqual({})
    await expect(errorsOf(applicationSchema, { ...application, resume: file('cv.docx', '', 1000) })).resolves.toEqual({})
  })

  it('rejects other files, files over 6 MB and a missing experience', async () => {
    await expect(errorsOf(applicationSchema, { ...application, resume: file('me.png', 'image/png', 10) })).resolves.toEqual({
      resume: fieldMessages.resumeType,
    })
    await expect(
      errorsOf(applicationSchema, { ...application, resume: file('cv.pdf', 'application/pdf', MAX_RESUME_BYTES + 1) }),
    ).resolves.toEqual({ resume: fieldMessages.resumeSize })
    await expect(errorsOf(applicationSchema, { ...application, experience: '' })).resolves.toEqual({ experience: fieldMessages.experience })
  })
})

/**
 * The browser's own check of a field from its HTML attributes (the HTML standard's constraint
 * validation: required, minlength and maxlength on a value typed, pattern matching the whole
 * value, and a valid e-mail address for type="email"), as a form is checked before its script runs.
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
function browserAccepts(field: keyof typeof HTML_CONSTRAINTS, typed: string): boolean {
  const c: { required?: boolean; minLength?: number; maxLength?: number; pattern?: string; min?: number; max?: number; step?: number } =
    HTML_CONSTRAINTS[field]
  // an e-mail field drops the spaces around what is typed; a number field holds only a number
  const value = field === 'email' ? typed.trim() : typed
  if (value === '') return !c.required
  if (field === 'email' && !WHATWG_EMAIL.test(value)) return false
  if (field === 'experience') {
    const n = Number(value)
    return /^-?\d+(\.\d+)?$/.test(value) && n >= c.min! && n <= c.max! && Number.isInteger(n / c.step!)
  }
  if (c.minLength !== undefined && value.length < c.minLength) return false
  if (c.maxLength !== undefined && value.length > c.maxLength) return false
  return c.pattern === undefined || new RegExp(`^(?:${c.pattern})$`, 'v').test(value)
}

describe("the fields' HTML checks, which the browser makes before the form's script runs", () => {
  const samples: Record<keyof typeof HTML_CONSTRAINTS, string[]> = {
    name: ['', 'J', ' J ', '  ', 'Jo', 'J o', ' Jo', 'Karen Mills', 'x'.repeat(100)],
    email: [
      '',
      'jo',
      'jo@',
      'jo@example',
      'jo@example.c',
      'jo@example.com',
      ' jo@example.com ',
      'jo@mail.example.co.uk',
      'jo@@example.com',
    ],
    phone: ['', '919-555', '(919) 555-019', '(919) 555-0199', '9195550199', '+1 919 555 0199 ext. 4', 'call me'],
    address: ['', 'A', '  ', 'A ', '12', '12 Oak St, Cary'],
    message: ['', 'Two leaks', 'x'.repeat(2000)],
    experience: ['', '0', '7', '60', '61', '-1', '2.5'],
  }
  const schemaAccepts = async (field: string, value: string) => {
    const schema = field === 'experience' ? applicationSchema : estimateSchema
    const values = { ...valid, experience: 5, [field]: field === 'experience' ? (value === '' ? undefined : Number(value)) : value }
    return !(field in (await errorsOf(schema, values)))
  }

  it.each(Object.keys(samples) as Array<keyof typeof HTML_CONSTRAINTS>)(
    '%s: the browser takes what the schema takes, and no more',
    async (field) => {
      const verdicts = await Promise.all(
        samples[field].map(async (value) => [value, browserAccepts(field, value), await schemaAccepts(field, value)]),
      )
      expect(verdicts.filter(([, browser, schema]) => browser !== schema)).toEqual([])
      // every sample list holds a value each way
      expect(new Set(verdicts.map(([, , schema]) => schema)).size).toBe(field === 'message' ? 1 : 2)
    },
  )
})

describe('delivery to Netlify Forms', () => {
  const ok = () => Promise.resolve(new Response('OK', { status: 200 }))

  it('posts the fields url-encoded to "/", with form-name and an empty honeypot', async () => {
    const fetchImpl = jest.fn(ok)
    await deliverForm('quote', { name: 'Jo', address: '1 Elm St' }, { fetchImpl })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' })
    expect(init.body).toBe('form-name=quote&bot-field=&name=Jo&address=1+Elm+St')
  })

  it('sends multipart form data when a file is attached', () => {
    const body = encodeForm('application', { name: 'Sam', resume: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) })
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('form-name')).toBe('application')
    expect(((body as FormData).get('resume') as File).name).toBe('cv.pdf')
  })

  it('fails on an answer that is not 2xx', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(new Response('nope', { status: 500 })))
    await expect(deliverForm('quote', {}, { fetchImpl })).rejects.toEqual(new DeliveryError('status', 'The form service answered 500', 500))
  })

  it('tells a refusal for good (a 4xx but 408 and 429) from a failure worth another try', async () => {
    const answer = (status: number) =>
      deliverForm('quote', {}, { fetchImpl: () => Promise.resolve(new Response('', { status })) }).catch((e) => e)
    const outcomes = await Promise.all(
      [400, 403, 404, 413, 422, 408, 429, 500, 503].map(async (status) => [status, isRefusal(await answer(status))]),
    )
    expect(Object.fromEntries(outcomes)).toEqual({
      400: true,
      403: true,
      404: true,
      413: true,
      422: true,
      408: false,
      429: false,
      500: false,
      503: false,
    })
    expect(isRefusal(new DeliveryError('network', 'offline'))).toBe(false)
  })

  it('waits longer for a larger request: a 6 MB application gets time for a 0.5 Mbit/s upload', () => {
    expect(deliveryTimeout({ name: 'Jo' })).toBe(DELIVERY_TIMEOUT_MS + 1)
    const resume = new File([new Uint8Array(MAX_RESUME_BYTES)], 'cv.pdf', { type: 'application/pdf' })
    const seconds = deliveryTimeout({ name: 'Jo', resume }) / 1000
    expect(seconds).toBeGreaterThan(15 + (MAX_RESUME_BYTES * 8) / 500_000)
    expect(seconds).toBeLessThan(150)
  })

  it('fails on a network error', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(deliverForm('quote', {}, { fetchImpl })).rejects.toMatchObject({ reason: 'network' })
  })

  it('gives up after 15 s without an answer', async () => {
    jest.useFakeTimers()
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const sent = deliverForm('quote', {}, { fetchImpl: fetchImpl as unknown as typeof fetch })
    jest.advanceTimersByTime(deliveryTimeout({}) - 1)
    await Promise.resolve()
    const outcome = expect(sent).rejects.toMatchObject({ reason: 'timeout', message: 'No answer from the form service within 15 s' })
    jest.advanceTimersByTime(1)
    await outcome
    jest.useRealTimers()
  })
})

describe('drafts kept in the tab', () => {
  const memory = () => {
    const items = new Map<string, string>()
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      items,
    }
  }

  it('keeps typed text until it is cleared, leaving files out', () => {
    const store = memory()
    saveDraft('quote:contact', { name: 'Jo', phone: '919', resume: new File([], 'x.pdf') }, store)
    expect(loadDraft('quote:contact', store)).toEqual({ name: 'Jo', phone: '919' })
    clearDraft('quote:contact', store)
    expect(loadDraft('quote:contact', store)).toBeNull()
  })

  it('stores nothing for an empty form and survives broken storage', () => {
    const store = memory()
    saveDraft('a', { name: '  ', email: '' }, store)
    expect(store.items.size).toBe(0)
    store.setItem('form-draft:b', '{not json')
    expect(loadDraft('b', store)).toBeNull()
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    expect(() => saveDraft('c', { name: 'Jo' }, broken)).not.toThrow()
    expect(loadDraft('c', broken)).toBeNull()
  })
})
