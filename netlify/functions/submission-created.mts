// Netlify runs this for every accepted form submission (its name is the event's). It forwards to the
// owner's webhook, signed, Netlify's own copy of the submission, fetched by its id: a request sent
// to this function's URL by anyone else names no submission Netlify accepted, and forwards nothing
// (docs/architecture.md, "Leads into the office's tools"). The logic is src/lib/leads/forward.ts.
import { createLeadForwarder } from '../../src/lib/leads/forward'
import { setting } from '../../src/lib/server/netlify'

export default createLeadForwarder({
  settings: () => ({
    url: setting('LEADS_WEBHOOK_URL'),
    secret: setting('LEADS_WEBHOOK_SECRET'),
    apiToken: setting('NETLIFY_API_TOKEN'),
    apiOrigin: setting('NETLIFY_API_ORIGIN'),
  }),
})
