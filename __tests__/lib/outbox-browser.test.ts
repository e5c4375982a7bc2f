// The outbox in the browser (jsdom's storage): what a kept request leaves on the device.
import { keepInOutbox, localOutbox, OUTBOX_KEY, takeTypedValues } from '../../src/lib/forms/outbox-browser'

const request = (id: string) => ({
  id,
  formName: 'quote',
  what: 'estimate',
  draftKey: 'quote:contact',
  fields: { 'form-name': 'quote', name: 'Dee Lane', phone: '(919) 555-0100', address: '1 Oak St, Cary', 'submission-id': id },
  values: { name: 'Dee Lane', phone: '(919) 555-0100', address: '1 Oak St, Cary', sms_consent: false },
})

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('a request kept on the device', () => {
  it('keeps what is to be sent for every tab, and what was typed for this tab only', async () => {
    await keepInOutbox(request('a'))
    expect(localOutbox.read()).toEqual([expect.objectContaining({ id: 'a', fields: request('a').fields })])
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)[0]).not.toHaveProperty('values')
    expect(takeTypedValues('a')).toEqual({ name: 'Dee Lane', phone: '(919) 555-0100', address: '1 Oak St, Cary' })
    expect(takeTypedValues('a')).toBeNull() // taken once
  })

  it('gives nothing back on a later visit (another tab, or the browser started again)', async () => {
    await keepInOutbox(request('a'))
    sessionStorage.clear() // what a new tab or a new browser session starts with
    expect(localOutbox.read().map((e) => e.id)).toEqual(['a'])
    expect(takeTypedValues('a')).toBeNull()
  })
})
