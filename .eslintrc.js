// PWA Kit's recommended rules (TypeScript, React, jsx-a11y, Prettier) plus the project's stricter choices.
module.exports = {
    root: true,
    extends: [require.resolve('@salesforce/pwa-kit-dev/configs/eslint/recommended')],
    ignorePatterns: [
        'node_modules/',
        'build/',
        'coverage/',
        'sandbox/data/',
        '.sandbox-data/',
        'app/static/',
        'tests/perf/results/'
    ],
    rules: {
        'react-hooks/exhaustive-deps': 'error',
        'use-effect-no-deps/use-effect-no-deps': 'off',
        'react/prop-types': 'off',
        'react/react-in-jsx-scope': 'off',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
        'no-console': ['error', {allow: ['warn', 'error', 'info']}],
        // Test helpers named expect*/activeStep wait on and assert the DOM themselves.
        'jest/expect-expect': ['warn', {assertFunctionNames: ['expect', 'expect*', 'activeStep']}],
        'no-restricted-imports': [
            'error',
            {
                paths: [
                    {
                        name: '@chakra-ui/react',
                        importNames: ['Skeleton', 'SkeletonText', 'SkeletonCircle'],
                        message:
                            "Use app/components/skeleton: Chakra's placeholders animate colours on the main thread."
                    }
                ]
            }
        ]
    },
    overrides: [
        {
            // Node-side tooling: plain CommonJS config files.
            files: ['*.js', 'config/**/*.js'],
            rules: {'@typescript-eslint/no-var-requires': 'off'}
        },
        {
            // Command-line tools, the sandbox and test harnesses report on stdout by design.
            files: ['scripts/**', 'sandbox/**', 'tests/**'],
            rules: {'no-console': 'off'}
        }
    ]
}
