// Netlify runs this for every accepted form submission (its name is the event's). It reads Netlify's
// own copy of the submission, by its id, and sends it on: to the owner's webhook (signed), to the
// office by text and e-mail, and to the homeowner as a confirmation in their language. A request sent
// to this function's URL by anyone else names no fresh submission of this site, and sends nothing
// (docs/architecture.md, "Leads into the office's tools"). The logic is src/lib/leads/.
import leadEn from '../../data/lead-messages/lead-messages.en.json'
import leadEs from '../../data/lead-messages/lead-messages.es.json'
import pricingEn from '../../data/pricing/pricing.en.json'
import pricingEs from '../../data/pricing/pricing.es.json'
import siteEn from '../../data/site/site.en.json'
import siteEs from '../../data/site/site.es.json'
import towns from '../../data/towns/towns.en.json'
import { createLeadForwarder } from '../../src/lib/leads/forward'
import { readLeadSettings } from '../../src/lib/leads/settings'
import { setting } from '../../src/lib/server/netlify'
import { siteStore } from '../../src/lib/server/store'

export default createLeadForwarder({
  settings: () => readLeadSettings(setting),
  content: {
    towns,
    pricing: pricingEn,
    homeowner: { en: { words: leadEn, site: siteEn, pricing: pricingEn }, es: { words: leadEs, site: siteEs, pricing: pricingEs } },
  },
  // which channels of a submission were sent and the day's counts, shared by every instance
  store: siteStore('leads'),
})
