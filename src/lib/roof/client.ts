// The estimate box's side of /api/roof: asked only after the visitor presses START, and never waited
// on for more than 4 s. Whatever happens, the answer is one of RoofAnswer's: a failure is a reason.
import { notMeasured, readRoofAnswer, roofUrl, type RoofAnswer } from './answer'
/** The longest the box shows "Measuring..." before it falls back to the typical home. */
export const ROOF_TIMEOUT_MS = 4_000

export async function measureRoof(address: string, timeoutMs = ROOF_TIMEOUT_MS): Promise<RoofAnswer> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<RoofAnswer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(notMeasured('timeout'))
    }, timeoutMs)
  })
  const asked = (async () => {
    try {
      // GET of the question's one URL, so the CDN answers the same address from its cache (and no 308 is met)
      const response = await fetch(roofUrl(address), { signal: controller.signal })
      const body: unknown = await response.json()
      return readRoofAnswer(body) ?? notMeasured('unavailable')
    } catch {
      return notMeasured('unavailable')
    }
  })()
  try {
    return await Promise.race([asked, late])
  } finally {
    clearTimeout(timer)
  }
}
