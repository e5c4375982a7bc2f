// Two projects: fast unit/component tests in jsdom, and browser tests that drive the built site
// (public/) in Debian's Chromium. Babel options are inline so Gatsby's own build is untouched.
// (.mts: Netlify Functions, netlify/functions/*.mts)
const transform = {
  '^.+\\.m?[jt]sx?$': ['babel-jest', { presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'] }],
}

module.exports = {
  // How long each test file took, slowest first, at the end of every run (or into npm test's summary).
  reporters: ['default', '<rootDir>/__tests__/support/timing-reporter.cjs'],
  // The browser files longest first, so two at a time end together (a fresh clone has no timings).
  testSequencer: '<rootDir>/__tests__/browser/support/sequencer.cjs',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/__tests__/browser/'],
      moduleNameMapper: {
        '\\.(css)$': 'identity-obj-proxy',
      },
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '', __ICON_SPRITE__: '/static/icons.svg', __FONT_FACES__: [] },
      setupFiles: ['<rootDir>/__tests__/support/loadershim.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testEnvironmentOptions: { url: 'http://localhost/' },
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/__tests__/browser/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/browser/support/setup.ts'],
      // the site's own components, rendered on the server by a test of storm mode (support/storm-mode.tsx)
      moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '', __ICON_SPRITE__: '/static/icons.svg', __FONT_FACES__: [] },
    },
  ],
}
