/** @jest-environment node */
import defaults from '../../src/theme/chakra-defaults.json'

type Eject = { ejected: () => Record<string, unknown> & { chakraVersion: string } }

describe("Chakra's default theme parts, ejected into src/theme/chakra-defaults.json", () => {
  it('match what the installed @chakra-ui/react/theme exports (after an upgrade: npm run theme)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ejected } = require('../../scripts/eject-chakra-theme.cjs') as Eject
    const { chakraVersion, ...installed } = ejected()
    const { chakraVersion: ejectedFrom, ...ours } = defaults as typeof defaults & { chakraVersion: string }
    const changed = Object.keys(installed).filter(
      (key) => JSON.stringify(installed[key]) !== JSON.stringify((ours as Record<string, unknown>)[key]),
    )
    if (changed.length) {
      throw new Error(
        `@chakra-ui/react ${chakraVersion} changed ${changed.join(', ')} since the eject from ${ejectedFrom}: run npm run theme and review the diff`,
      )
    }
    expect(Object.keys(ours).sort()).toEqual(Object.keys(installed).sort())
  })
})
