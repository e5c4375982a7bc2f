// The content the lead function reads (netlify/functions/submission-created.mts), for its tests.
import leadEn from '../../data/lead-messages/lead-messages.en.json'
import leadEs from '../../data/lead-messages/lead-messages.es.json'
import pricingEn from '../../data/pricing/pricing.en.json'
import pricingEs from '../../data/pricing/pricing.es.json'
import siteEn from '../../data/site/site.en.json'
import siteEs from '../../data/site/site.es.json'
import towns from '../../data/towns/towns.en.json'
import type { AlertContent } from '../../src/lib/leads/request'

export const leadContent: AlertContent = {
  towns,
  pricing: pricingEn,
  homeowner: { en: { words: leadEn, site: siteEn, pricing: pricingEn }, es: { words: leadEs, site: siteEs, pricing: pricingEs } },
}
