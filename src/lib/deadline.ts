/**
 * A signal that aborts a request once `ms` have passed, and whether that is what ended it: a request
 * that ran out of time is told apart from one whose connection failed. `clear()` once it has settled.
 */
export function deadline(ms: number) {
  const controller = new AbortController()
  let passed = false
  const timer = setTimeout(() => {
    passed = true
    controller.abort()
  }, ms)
  return { signal: controller.signal, passed: () => passed, clear: () => clearTimeout(timer) }
}
