// Every message the forms show, in one place (the spec's wording where it gives one).
export const fieldMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  address: 'Address is required',
  service: 'Please choose a service',
  experience: 'Please enter your years of experience (0-60)',
  resumeType: 'Resume must be a PDF or Word document',
  resumeSize: 'Resume must be 8 MB or smaller',
} as const

export const toastMessages = {
  estimateSent: { title: 'Estimate Request Sent!', description: "We'll get back to you within 24 hours." },
  applicationSent: {
    title: 'Application Sent!',
    description: "Thanks for applying. We'll call you within a few business days.",
  },
  missingAddress: { title: 'Missing Information', description: 'Please enter your address to get an estimate' },
  calculating: (town: string) => ({ title: 'Calculating Estimate', description: `Pricing a typical roof in ${town}.` }),
} as const

/** Shown beside the submit button when the form service could not be reached (SubmitButton). */
export const deliveryFailure = (phone: string) => ({
  title: 'Your request was not sent',
  description: `Nothing you typed is lost: please try again, or call us at ${phone}.`,
})

/** The outbox: a request kept on the device when it could not be sent (src/lib/forms/outbox.ts). */
export const outboxMessages = {
  saved: (what: string, phone: string) => ({
    title: 'Saved on this device, not sent yet',
    description: `We couldn't reach our form service. Your ${what} is saved on this device and will be sent by itself as soon as the connection is back, even if you close this page. For anything urgent, call us at ${phone}.`,
  }),
  fileNotKept: (file: string, email: string) =>
    `Your resume (${file}) is too large to keep on this device, so it will go without it: please e-mail it to ${email}.`,
  waiting: (what: string, phone: string) => ({
    title: `Your ${what} is waiting to be sent`,
    description: `It is saved on this device and will go as soon as the connection is back. For anything urgent, call us at ${phone}.`,
  }),
  sent: (what: string) => ({
    title: `Your saved ${what} was sent`,
    description: "We have it now. We'll get back to you within 24 hours.",
  }),
  cancelled: { title: 'Request cancelled', description: 'It was not sent. What you typed is back in the form.' },
  alreadySent: { title: 'Already sent', description: 'Your request went before it could be cancelled.' },
  cancel: 'Cancel request',
} as const

/** What each form's request is called when the outbox speaks of it. */
export const requestNames = { estimate: 'estimate request', application: 'application' } as const
