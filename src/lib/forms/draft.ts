// What a visitor has typed into a form is kept in sessionStorage until it is delivered, so a reload
// of the tab (or a crash) loses nothing. Files cannot be stored and are left out.
import { browserStorage } from './storage'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Where the hero's estimate form keeps its draft in the tab. */
export const ESTIMATE_DRAFT_KEY = 'estimate:hero'

/** Before a form's draft key (a frame's `data-draft`): where the draft is kept in the tab. */
export const DRAFT_PREFIX = 'form-draft:'

const key = (draftKey: string) => DRAFT_PREFIX + draftKey

const storage = () => browserStorage('sessionStorage')

const storable = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' || typeof v === 'number'))

export function saveDraft(draftKey: string, values: Record<string, unknown>, store: StorageLike | null = storage()) {
  const kept = storable(values)
  const hasText = Object.values(kept).some((v) => String(v).trim() !== '')
  try {
    if (hasText) store?.setItem(key(draftKey), JSON.stringify(kept))
    else store?.removeItem(key(draftKey))
  } catch {
    // Quota or privacy mode: drafts are a convenience, never a reason to fail.
  }
}

export function loadDraft(draftKey: string, store: StorageLike | null = storage()): Record<string, string | number> | null {
  try {
    const raw = store?.getItem(key(draftKey))
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' ? (storable(parsed as Record<string, unknown>) as Record<string, string | number>) : null
  } catch {
    return null
  }
}

export function clearDraft(draftKey: string, store: StorageLike | null = storage()) {
  try {
    store?.removeItem(key(draftKey))
  } catch {
    // see saveDraft
  }
}
