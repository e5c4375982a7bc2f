/** @jest-environment node */
import { checkContent } from '../../src/lib/content/check'

jest.mock('../../src/lib/content/check', () => ({
  ...jest.requireActual('../../src/lib/content/check'),
  checkContent: jest.fn(),
}))

// gatsby-node imports Gatsby's types only; loading it here runs no Gatsby code.
import { onPreBootstrap } from '../../gatsby-node'

const reporterMock = () => ({ panic: jest.fn() })
const run = (reporter: ReturnType<typeof reporterMock>) =>
  (onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => void)({ reporter })

describe('the build', () => {
  it('stops with one line per content problem, naming file, entry and field', () => {
    jest.mocked(checkContent).mockReturnValue([
      { file: 'services/services.en.json', entry: 'services[1] "roof-replacement"', field: 'title', message: 'is required' },
      { file: 'towns/towns.en.json', entry: 'towns[0] "raleigh"', field: 'heroImage', message: 'image file "x.jpg" does not exist' },
    ])
    const reporter = reporterMock()
    run(reporter)
    expect(reporter.panic).toHaveBeenCalledWith(
      'The content in data/ has 2 problems:\n' +
        '  - data/services/services.en.json › services[1] "roof-replacement" › title: is required\n' +
        '  - data/towns/towns.en.json › towns[0] "raleigh" › heroImage: image file "x.jpg" does not exist',
    )
  })

  it('goes on when the content is sound', () => {
    jest.mocked(checkContent).mockReturnValue([])
    const reporter = reporterMock()
    run(reporter)
    expect(reporter.panic).not.toHaveBeenCalled()
  })
})
