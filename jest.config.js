// Two test projects: the storefront (jsdom, PWA Kit's transform and mocks) and the sandbox (plain Node).
const pwaKit = require('@salesforce/pwa-kit-dev/configs/jest/jest.config.js')

const shared = {
    transform: pwaKit.transform,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/build/', '/tests/e2e/', '/tests/perf/']
}

module.exports = {
    testTimeout: 30000,
    projects: [
        {
            testEnvironment: '<rootDir>/tests/jest/fast-styles-environment.js',
            testEnvironmentOptions: pwaKit.testEnvironmentOptions,
            setupFiles: pwaKit.setupFiles,
            // As in the builds (webpack.config.js): Chakra's deep merge is the storefront's own.
            moduleNameMapper: {
                ...pwaKit.moduleNameMapper,
                '^lodash\\.mergewith$': '<rootDir>/app/theme/merge-with.ts'
            },
            globals: pwaKit.globals,
            ...shared,
            displayName: 'storefront',
            testMatch: [
                '<rootDir>/app/**/*.test.{ts,tsx}',
                '<rootDir>/config/**/*.test.{ts,js}',
                '<rootDir>/worker/**/*.test.ts',
                '<rootDir>/scripts/**/*.test.ts',
                '<rootDir>/tests/jest/**/*.test.{ts,tsx}'
            ],
            setupFilesAfterEnv: ['<rootDir>/app/test-utils/jest-setup.ts']
        },
        {
            ...shared,
            displayName: 'sandbox',
            testEnvironment: 'node',
            // The commerce client imports Node's crypto dynamically for PKCE; Jest needs that call made a require.
            transformIgnorePatterns: ['/node_modules/(?!commerce-sdk-isomorphic/)'],
            transform: {
                '/node_modules/commerce-sdk-isomorphic/.+\\.js$':
                    '<rootDir>/tests/jest/dynamic-import-as-require.js',
                ...shared.transform
            },
            testMatch: ['<rootDir>/sandbox/**/*.test.ts']
        }
    ]
}
