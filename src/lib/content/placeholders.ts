// What the build does with the stand-in values of data/ the owner must replace (a fictional phone,
// a licence number of zeros, no lender's name): the page shows them as they are, without a word
// about them, so the build says so instead, and Netlify's production build refuses them.
import { formatProblem, type Problem } from './check'

/** Set to 1 in Netlify's environment to publish the site with its placeholders on purpose. */
export const ALLOW_PLACEHOLDERS = 'ALLOW_PLACEHOLDERS'

export type PlaceholderVerdict = { refuse: boolean; message: string }

/**
 * Nothing to say without placeholders; otherwise one line per placeholder (file › entry › field),
 * refused when Netlify builds the production site (`CONTEXT=production`) unless ALLOW_PLACEHOLDERS=1.
 */
export function placeholderVerdict(placeholders: Problem[], env: Record<string, string | undefined>): PlaceholderVerdict | undefined {
  if (placeholders.length === 0) return undefined
  const refuse = env.CONTEXT === 'production' && env[ALLOW_PLACEHOLDERS] !== '1'
  const count = placeholders.length
  const list = placeholders.map((p) => `  - ${formatProblem(p)}`).join('\n')
  const what = `The content in data/ has ${count} placeholder${count === 1 ? '' : 's'} the owner must replace:\n${list}\n`
  return {
    refuse,
    message: refuse
      ? `${what}The production build (CONTEXT=production) does not publish placeholders: replace them, or set ${ALLOW_PLACEHOLDERS}=1 in the site's environment to publish them anyway.`
      : `${what}They are shown on the site as they are. The production build refuses them unless ${ALLOW_PLACEHOLDERS}=1.`,
  }
}
