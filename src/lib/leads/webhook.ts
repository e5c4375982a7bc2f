// The lead as the owner's tools receive it (LEADS_WEBHOOK_URL), signed the Standard Webhooks way
// (sign.ts): every form, every field the visitor sent with the hidden ones checked.
import { isLoopbackOrigin } from '../server/http'
import type { Accepted } from './request'
import { leadPriority, type Priority } from './priority'
import type { Attempt } from './retry'
import type { LeadSettings } from './settings'
import { leadSigner, signatureHeaders } from './sign'

/** What the owner's tools receive. */
export type Lead = {
  event: 'lead'
  form: string
  /** the form's own submission-id (the same across the outbox's retries), else Netlify's id; also the webhook-id */
  submission_id: string
  netlify_id: string
  created_at: string | null
  priority: Priority
  /** every field the visitor sent (the bots' trap, and a hidden field that is not what the page sends, left out), with the ones Netlify adds */
  fields: Record<string, unknown>
}

/** https:// anywhere, or http:// on this machine (a stand-in in tests). */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || isLoopbackOrigin(url.origin + '/')
  } catch {
    return false
  }
}

export function webhookMissing(s: LeadSettings): string | null {
  if (!s.LEADS_WEBHOOK_URL) return 'LEADS_WEBHOOK_URL'
  if (!isWebhookUrl(s.LEADS_WEBHOOK_URL)) return 'LEADS_WEBHOOK_URL as an https:// address'
  if (!s.LEADS_WEBHOOK_SECRET) return 'LEADS_WEBHOOK_SECRET'
  if (!leadSigner(s.LEADS_WEBHOOK_SECRET)) return 'LEADS_WEBHOOK_SECRET as a Standard Webhooks secret (whsec_ and 24 to 64 bytes in base64)'
  return null
}

export function webhookAttempt({ id, netlifyId, form, createdAt, fields }: Accepted, s: LeadSettings, clock: () => number): Attempt {
  const signer = leadSigner(s.LEADS_WEBHOOK_SECRET!)!
  const lead: Lead = {
    event: 'lead',
    form,
    submission_id: id,
    netlify_id: netlifyId,
    created_at: createdAt,
    priority: leadPriority(fields),
    fields,
  }
  const body = JSON.stringify(lead)
  return {
    url: s.LEADS_WEBHOOK_URL!,
    init: () => ({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'site-leads/1',
        // signed again on each try: the timestamp is the try's
        ...signatureHeaders(signer, id, body, new Date(clock())),
      },
      body,
    }),
    name: 'leads webhook',
    setting: 'LEADS_WEBHOOK_URL',
  }
}
