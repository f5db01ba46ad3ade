/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  // First: a stylesheet under an alias (@base/ui/slider/slider.scss) is still a stylesheet.
  '\\.(css|scss)$': '<rootDir>/__tests__/support/styleStub.js',
  '^@src/(.*)$': '<rootDir>/src/$1',
  '^@store/(.*)$': '<rootDir>/store/$1',
  '^@api/(.*)$': '<rootDir>/api/$1',
  '^@features/(.*)$': '<rootDir>/features/$1',
  '^@server/(.*)$': '<rootDir>/server/$1',
  '^@rules/(.*)$': '<rootDir>/rules/$1',
  '^@base/(.*)$': '<rootDir>/base/$1',
};
// cookie 2, @scure/base, yet-another-react-lightbox and the @noble/hashes otplib uses ship ESM
// only; jest's CommonJS runtime needs them compiled (Node itself requires them as ES modules).
const common = {
  // In the git-ignored .cache/: compiled files and each file's last duration (the sequencer
  // starts the slowest first) survive between runs.
  cacheDirectory: '<rootDir>/.cache/jest',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // The innermost node_modules decides (otplib's plugin has its own @noble/hashes).
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|@scure/base|@noble/hashes|yet-another-react-lightbox)/)(?!.*/node_modules/)',
  ],
  moduleNameMapper,
};

module.exports = {
  // Jest's default on a 2-core machine is one worker; two halve the wall time of the server
  // tests, which mostly wait on their database.
  maxWorkers: 2,
  // Set here: jest ignores a project-level testTimeout.
  testTimeout: 60000,
  testSequencer: '<rootDir>/__tests__/support/sequencer.js',
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: '<rootDir>/__tests__/support/jsdomWithFetch.js',
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupClient.ts'],
      testMatch: [
        '<rootDir>/__tests__/{rules,base,api,store,src,features,lint}/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...common,
      displayName: 'server',
      // Per project: a run of client files alone starts no database.
      globalSetup: '<rootDir>/__tests__/support/pgCluster.js',
      globalTeardown: '<rootDir>/__tests__/support/pgClusterStop.js',
      // Node's, plus each file's engines and PostgreSQL database (__tests__/server/engineList.js).
      testEnvironment: '<rootDir>/__tests__/support/serverEnvironment.js',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      testTimeout: 60000,
    },
  ],
};
