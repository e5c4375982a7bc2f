// Netlify runs this for every accepted form submission (its name is the event's). It reads Netlify's
// own copy of the submission, by its id, and sends it on: to the owner's webhook (signed), to the
// office by text and e-mail, and to the homeowner as a confirmation in their language. A request sent
// to this function's URL by anyone else names no submission Netlify accepted, and sends nothing
// (docs/architecture.md, "Leads into the office's tools"). The logic is src/lib/leads/.
import leadEn from '../../data/lead-messages/lead-messages.en.json'
import leadEs from '../../data/lead-messages/lead-messages.es.json'
import pricingEn from '../../data/pricing/pricing.en.json'
import pricingEs from '../../data/pricing/pricing.es.json'
import siteEn from '../../data/site/site.en.json'
import siteEs from '../../data/site/site.es.json'
import towns from '../../data/towns/towns.en.json'
import { createLeadForwarder } from '../../src/lib/leads/forward'
import { setting } from '../../src/lib/server/netlify'
import { siteStore } from '../../src/lib/server/store'

export default createLeadForwarder({
  settings: () => ({
    webhookUrl: setting('LEADS_WEBHOOK_URL'),
    webhookSecret: setting('LEADS_WEBHOOK_SECRET'),
    apiToken: setting('NETLIFY_API_TOKEN'),
    apiOrigin: setting('NETLIFY_API_ORIGIN'),
    twilioAccountSid: setting('TWILIO_ACCOUNT_SID'),
    twilioAuthToken: setting('TWILIO_AUTH_TOKEN'),
    twilioFrom: setting('TWILIO_FROM'),
    officeSmsTo: setting('OFFICE_ALERT_SMS_TO'),
    twilioOrigin: setting('TWILIO_API_ORIGIN'),
    resendApiKey: setting('RESEND_API_KEY'),
    fromEmail: setting('LEADS_FROM_EMAIL'),
    officeEmailTo: setting('OFFICE_ALERT_EMAIL_TO'),
    hiringEmailTo: setting('HIRING_EMAIL_TO'),
    resendOrigin: setting('RESEND_API_ORIGIN'),
    dailyLimit: setting('ALERTS_DAILY_LIMIT'),
  }),
  content: {
    towns,
    pricing: pricingEn,
    homeowner: { en: { words: leadEn, site: siteEn, pricing: pricingEn }, es: { words: leadEs, site: siteEs, pricing: pricingEs } },
  },
  // which channels of a submission were sent, shared by every instance
  store: siteStore('leads'),
})
