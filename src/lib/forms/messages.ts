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
