import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useStaticQuery } from 'gatsby'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ApplicationForm } from '../../src/components/forms/ApplicationForm'
import { EstimateForm } from '../../src/components/forms/EstimateForm'
import { QuoteForm } from '../../src/components/forms/QuoteForm'
import { LocaleProvider } from '../../src/hooks/use-locale'
// The toast store itself (the site's toaster helper loads it on first use).
import { toaster } from '../../src/components/ui/toaster-ui'
import { renderWithToaster } from '../support/render'
import { mockSiteQuery } from '../support/static-query'

const data = mockSiteQuery()
const fetchMock = jest.fn()
// Raleigh's clock, the only timer faked: a toast promises a call by the hours of data/site
const MONDAY_10AM = new Date('2026-11-30T15:00:00Z')
const clockAt = (date: Date) =>
  jest.useFakeTimers({
    now: date,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  })
afterEach(() => jest.useRealTimers())
beforeEach(() => {
  clockAt(MONDAY_10AM)
  mockSiteQuery()
  fetchMock.mockReset()
  globalThis.fetch = fetchMock
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => act(() => toaster.remove()))

const sentBody = () => new URLSearchParams(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value)
}

describe('estimate form', () => {
  it('shows every validation message and sends nothing', async () => {
    const user = userEvent.setup()
    await renderWithToaster(<EstimateForm />)
    await user.click(screen.getByRole('button', { name: 'Get My Free Estimate' }))
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Address is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Tell us about your project/)).not.toHaveAttribute('aria-invalid')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('promises the next call the phone lines’ hours allow: on Saturday at 11 pm, Monday after 8 AM', async () => {
    clockAt(new Date('2026-12-06T04:00:00Z'))
    fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response)
    const user = userEvent.setup()
    await renderWithToaster(<EstimateForm />)
    expect(screen.getByText('No cost, no pressure. We call you back Mon-Sat, 8 AM - 8 PM.')).toBeInTheDocument()
    await fill(user, { Name: 'Dee Grant', Email: 'dee@example.com', Phone: '919 555 0111', 'Property address': '1 Elm St, Cary' })
    await user.click(screen.getByRole('button', { name: 'Get My Free Estimate' }))
    expect(await screen.findByText("We'll get back to you on Monday after 8 AM.")).toBeInTheDocument()
  })

  it('fills the address its caller gives', async () => {
    await renderWithToaster(<EstimateForm prefillAddress="9 Elm St, Apex" />)
    expect(screen.getByLabelText('Property address')).toHaveValue('9 Elm St, Apex')
  })

  it('confirms and resets once the request is delivered', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response)
    const user = userEvent.setup()
    await renderWithToaster(<EstimateForm />)
    await fill(user, { Name: 'Dee Grant', Email: 'dee@example.com', Phone: '919 555 0111', 'Property address': '1 Elm St, Cary' })
    await user.click(screen.getByRole('button', { name: 'Get My Free Estimate' }))
    expect(await screen.findByText('Estimate Request Sent!')).toBeInTheDocument()
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument()
    expect(sentBody().get('form-name')).toBe('estimate')
    expect(sentBody().get('email')).toBe('dee@example.com')
    // no texts unless asked for, with the wording's version; an id; where the visit came from
    expect(sentBody().get('sms_consent')).toBe('no')
    expect(sentBody().get('sms_consent_version')).toBe(data.smsConsent.version)
    expect(sentBody().get('submission-id')).toMatch(/^[\w-]{10,}$/)
    expect(sentBody().has('utm_source')).toBe(true)
    expect(sentBody().get('language')).toBe('en')
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
  })

  it('keeps a request it could not send on the device, says so with the phone, and can cancel it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    await renderWithToaster(<EstimateForm />)
    await fill(user, { Name: 'Dee Grant', Email: 'dee@example.com', Phone: '919 555 0111', 'Property address': '1 Elm St, Cary' })
    await user.click(screen.getByRole('button', { name: 'Get My Free Estimate' }))
    const notice = (await screen.findByText('Saved on this device, not sent yet')).closest('[role=alert]') as HTMLElement
    expect(notice).not.toBeNull()
    expect(within(notice).getByText(/will be sent by itself as soon as the connection is back/)).toBeInTheDocument()
    expect(within(notice).getByRole('link', { name: `Call ${data.site.phone}` })).toHaveAttribute('href', 'tel:+19195550147')
    expect(screen.queryByText('Estimate Request Sent!')).not.toBeInTheDocument()
    const kept = JSON.parse(localStorage.getItem('form-outbox')!) as Array<{ fields: Record<string, string> }>
    expect(kept).toHaveLength(1)
    expect(kept[0]!.fields).toMatchObject({ name: 'Dee Grant', address: '1 Elm St, Cary', sms_consent: 'no' })
    expect(screen.getByLabelText('Name')).toHaveValue('') // it is in the outbox, not to be sent twice
    await user.click(within(notice).getByRole('button', { name: 'Cancel request' }))
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument()
    expect(localStorage.getItem('form-outbox')).toBeNull()
    expect(screen.getByLabelText('Name')).toHaveValue('Dee Grant')
    expect(screen.getByLabelText('Property address')).toHaveValue('1 Elm St, Cary')
  })

  it('keeps what was typed in the form, and offers the phone, when the device cannot keep the request', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const user = userEvent.setup()
    await renderWithToaster(<EstimateForm />)
    await fill(user, { Name: 'Dee Grant', Email: 'dee@example.com', Phone: '919 555 0111', 'Property address': '1 Elm St, Cary' })
    await user.click(screen.getByRole('button', { name: 'Get My Free Estimate' }))
    expect((await screen.findByText('Your request was not sent')).closest('[role=alert]')).not.toBeNull()
    expect(screen.getByRole('link', { name: `Call ${data.site.phone}` })).toHaveAttribute('href', 'tel:+19195550147')
    expect(screen.getByText(new RegExp(`call us at ${data.site.phone.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Dee Grant')
    refuse.mockRestore()
  })
})

describe('consent to texts', () => {
  it('is an unchecked, optional box beside its disclosure, sent as "yes" when checked', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response)
    const user = userEvent.setup()
    await renderWithToaster(<QuoteForm source="Test" draftKey="quote:test" />)
    const box = screen.getByRole('checkbox', { name: /Text me about my estimate/ })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(/Msg & data rates may apply\. Reply STOP to opt out, HELP for help\./)
    expect(screen.getByRole('link', { name: data.smsConsent.termsLabel })).toHaveAttribute('href', '/sms-terms/')
    // beside the SMS terms, the privacy policy (who receives the number and the consent)
    expect(screen.getByRole('link', { name: data.smsConsent.privacyLabel })).toHaveAttribute('href', '/privacy/')
    expect(screen.queryByText(/Spanish-speaking/)).not.toBeInTheDocument() // said on Spanish pages only
    await fill(user, { Name: 'Dee Grant', Email: 'dee@example.com', Phone: '919 555 0111', 'Property address': '1 Elm St, Cary' })
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Request My Free Quote' }))
    expect(await screen.findByText('Estimate Request Sent!')).toBeInTheDocument()
    expect(sentBody().get('sms_consent')).toBe('yes')
    expect(sentBody().get('sms_consent_version')).toBe(data.smsConsent.version)
  })
})

describe('quote form', () => {
  it('offers the eight services and "Not sure", and validates like the estimate form', async () => {
    const user = userEvent.setup()
    await renderWithToaster(<QuoteForm source="Test" draftKey="quote:test" />)
    const select = screen.getByLabelText('Service needed')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...data.services.map((s) => s.title), 'Not sure'])
    expect(select).toHaveValue('Not sure')
    await user.type(screen.getByLabelText('Phone'), '555-1234')
    await user.click(screen.getByRole('button', { name: 'Request My Free Quote' }))
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeInTheDocument()
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('restores a draft kept in the tab, the caller’s address winning', async () => {
    sessionStorage.setItem('form-draft:quote:test', JSON.stringify({ name: 'Lou', address: 'old address' }))
    await renderWithToaster(<QuoteForm source="Test" draftKey="quote:test" prefill={{ address: '5 New Rd, Garner' }} />)
    expect(screen.getByLabelText('Name')).toHaveValue('Lou')
    expect(screen.getByLabelText('Property address')).toHaveValue('5 New Rd, Garner')
  })

  it('cannot be sent twice while it is sending', async () => {
    let answer: (r: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await renderWithToaster(<QuoteForm source="Test" draftKey="quote:test" />)
    await fill(user, { Name: 'Dee Grant', Email: 'dee@example.com', Phone: '919 555 0111', 'Property address': '1 Elm St, Cary' })
    await user.click(screen.getByRole('button', { name: 'Request My Free Quote' }))
    const busy = await screen.findByRole('button', { name: /Sending/ })
    expect(busy).toBeDisabled()
    await user.click(busy)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer({ ok: true, status: 200 } as Response)
    expect(await screen.findByText('Estimate Request Sent!')).toBeInTheDocument()
  })
})

describe('application form', () => {
  it('needs the years of experience and refuses a resume that is not PDF or Word', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await renderWithToaster(<ApplicationForm position="Experienced Roofer" />)
    expect(screen.getByText('No file chosen')).toBeInTheDocument()
    await user.upload(screen.getByLabelText(/^Resume/), new File(['x'], 'photo.png', { type: 'image/png' }))
    expect(await screen.findByText('Resume must be a PDF or Word document')).toBeInTheDocument()
    expect(screen.getByText('photo.png')).toBeInTheDocument() // the chosen file, named in the drawn field
    await user.click(screen.getByRole('button', { name: 'Send Application' }))
    expect(await screen.findByText('Please enter your years of experience (0-60)')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('on a Spanish page', () => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'data', file), 'utf8'))
  const spanish = { fields: { locale: 'es' } }
  const twin = (locale: string, slug: string, page = 'sms-terms') => ({
    fields: { locale, contentName: `pages/${page}.md` },
    frontmatter: { slug },
  })

  // The site's query answers in both languages, with the SMS terms' and the privacy policy's twins for the path table.
  beforeEach(() => {
    // what mockSiteQuery answers, in English
    const answer = (useStaticQuery as unknown as () => Record<string, { nodes: unknown[] }>)()
    jest.mocked(useStaticQuery).mockReturnValue({
      ...answer,
      sites: { nodes: [...answer.sites!.nodes, { ...read('site/site.es.json'), ...spanish }] },
      consents: { nodes: [...answer.consents!.nodes, { ...read('sms-consent/sms-consent.es.json'), ...spanish }] },
      allService: {
        nodes: [
          ...answer.allService!.nodes,
          ...read('services/services.es.json').map((s: { slug: string; title: string }) => ({ ...s, ...spanish })),
        ],
      },
      markdown: {
        nodes: [
          twin('en', 'sms-terms'),
          twin('es', 'terminos-de-mensajes'),
          twin('en', 'privacy', 'privacy'),
          twin('es', 'privacidad', 'privacy'),
        ],
      },
    })
  })

  const renderSpanish = () =>
    renderWithToaster(
      <LocaleProvider pathname="/es/contacto/">
        <QuoteForm source="Test" draftKey="quote:es" />
      </LocaleProvider>,
    )

  it('speaks Spanish, says a Spanish speaker calls back, and links to the Spanish SMS terms', async () => {
    const user = userEvent.setup()
    await renderSpanish()
    const consent = read('sms-consent/sms-consent.es.json') as { termsLabel: string; privacyLabel: string; label: string }
    expect(screen.getByRole('checkbox', { name: new RegExp(consent.label.replace(/[()]/g, '\\$&')) })).not.toBeChecked()
    expect(screen.getByRole('link', { name: consent.termsLabel })).toHaveAttribute('href', '/es/terminos-de-mensajes/')
    expect(screen.getByRole('link', { name: consent.privacyLabel })).toHaveAttribute('href', '/es/privacidad/')
    expect(
      screen.getByText(
        /^Un miembro de nuestro equipo que habla español le devolverá la llamada de lunes a viernes, de 8\sa\.\sm\. a 6\sp\.\sm\.$/,
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }))
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument()
    expect(screen.getByText('Correo electrónico no válido')).toBeInTheDocument()
    expect(screen.getByText('La dirección es obligatoria')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends language=es and confirms in Spanish', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response)
    const user = userEvent.setup()
    await renderSpanish()
    await fill(user, {
      Nombre: 'Rosa Díaz',
      'Correo electrónico': 'rosa@example.com',
      Teléfono: '919 555 0111',
      'Dirección de la propiedad': '1 Elm St, Cary',
    })
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }))
    expect(await screen.findByText('¡Solicitud de estimado enviada!')).toBeInTheDocument()
    expect(screen.getByText('Le responderemos en menos de 24 horas.')).toBeInTheDocument()
    expect(sentBody().get('language')).toBe('es')
    expect(sentBody().get('sms_consent_version')).toBe(read('sms-consent/sms-consent.es.json').version)
  })

  it('promises a Spanish request the next Spanish hours: on Friday at 7 pm, Monday', async () => {
    clockAt(new Date('2026-12-05T00:00:00Z'))
    fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response)
    const user = userEvent.setup()
    await renderSpanish()
    await fill(user, {
      Nombre: 'Rosa Díaz',
      'Correo electrónico': 'rosa@example.com',
      Teléfono: '919 555 0111',
      'Dirección de la propiedad': '1 Elm St, Cary',
    })
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }))
    expect(await screen.findByText('Le responderemos el lunes después de las 8 a. m.')).toBeInTheDocument()
  })

  // The careers page speaks to roofers as "tú"; what an application's notices say does too, and names
  // an application, not an estimate (its sent message promises a call in days, not 24 hours).
  it('tells an applicant, as tú, that the application was kept on the device', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    await renderWithToaster(
      <LocaleProvider pathname="/es/empleos/">
        <ApplicationForm position="Techador con experiencia" />
      </LocaleProvider>,
    )
    // the resume field speaks the page's language, not the browser's ("Choose File")
    expect(screen.getByText('Elegir archivo')).toBeInTheDocument()
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument()
    await fill(user, {
      Nombre: 'Luis Ramos',
      'Correo electrónico': 'luis@example.com',
      Teléfono: '919 555 0112',
      'Años de experiencia en techos': '6',
    })
    await user.click(screen.getByRole('button', { name: 'Envía tu solicitud' }))
    const notice = (await screen.findByText('Guardada en este dispositivo, todavía sin enviar')).closest('[role=alert]') as HTMLElement
    expect(within(notice).getByText(/^No pudimos comunicarnos .* Tu solicitud de empleo quedó guardada .* llámanos al/)).toBeInTheDocument()
    await user.click(within(notice).getByRole('button', { name: 'Cancelar solicitud' }))
    expect(await screen.findByText('No se envió. Lo que escribiste está otra vez en el formulario.')).toBeInTheDocument()
  })
})
