/** @jest-environment node */
import { checkContent, findPlaceholders } from '../../src/lib/content/check'

jest.mock('../../src/lib/content/check', () => ({
  ...jest.requireActual('../../src/lib/content/check'),
  checkContent: jest.fn(),
  findPlaceholders: jest.fn(),
}))

// gatsby-node imports Gatsby's types only; loading it here runs no Gatsby code.
import { onPreBootstrap } from '../../gatsby-node'

const reporterMock = () => ({ panic: jest.fn(), warn: jest.fn() })
const run = (reporter: ReturnType<typeof reporterMock>) =>
  (onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => void)({ reporter })

const placeholder = {
  file: 'site/site.en.json',
  entry: 'site',
  field: 'phone',
  message: '"(919) 555-0147" is a fictional number',
  placeholder: true as const,
}

describe('the build', () => {
  const env = { ...process.env }
  beforeEach(() => {
    jest.mocked(findPlaceholders).mockReturnValue([])
    delete process.env.CONTEXT
    delete process.env.ALLOW_PLACEHOLDERS
  })
  afterAll(() => {
    process.env = env
  })

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
    expect(reporter.warn).not.toHaveBeenCalled()
  })

  it('lists the placeholders as a warning, naming file, entry and field, and goes on', () => {
    jest.mocked(checkContent).mockReturnValue([])
    jest.mocked(findPlaceholders).mockReturnValue([placeholder])
    const reporter = reporterMock()
    run(reporter)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining('  - data/site/site.en.json › site › phone: "(919) 555-0147" is a fictional number\n'),
    )
  })

  it("refuses the placeholders in Netlify's production build, unless ALLOW_PLACEHOLDERS=1", () => {
    jest.mocked(checkContent).mockReturnValue([])
    jest.mocked(findPlaceholders).mockReturnValue([placeholder])
    process.env.CONTEXT = 'production'
    const refused = reporterMock()
    run(refused)
    expect(refused.panic).toHaveBeenCalledWith(
      expect.stringMatching(/data\/site\/site\.en\.json › site › phone[\s\S]*ALLOW_PLACEHOLDERS=1/),
    )

    process.env.ALLOW_PLACEHOLDERS = '1'
    const allowed = reporterMock()
    run(allowed)
    expect(allowed.panic).not.toHaveBeenCalled()
    expect(allowed.warn).toHaveBeenCalled()
  })

  it('only warns in a deploy preview', () => {
    jest.mocked(checkContent).mockReturnValue([])
    jest.mocked(findPlaceholders).mockReturnValue([placeholder])
    process.env.CONTEXT = 'deploy-preview'
    const reporter = reporterMock()
    run(reporter)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn).toHaveBeenCalled()
  })
})
