// The browser's storage, or null where there is none (the server render) or it is refused (a privacy
// setting throws on access): drafts, attribution and the outbox then do without, never the form.
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}
