// Netlify runs this for every accepted form submission (its name is the event's): the lead goes on
// to the owner's webhook, signed (docs/architecture.md, "Leads into the office's tools"). The logic
// is src/lib/leads/forward.ts.
import { createLeadForwarder } from '../../src/lib/leads/forward'
import { setting } from '../../src/lib/server/netlify'

export default createLeadForwarder({
  settings: () => ({ url: setting('LEADS_WEBHOOK_URL'), secret: setting('LEADS_WEBHOOK_SECRET') }),
})
