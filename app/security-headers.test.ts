import type {StorefrontConfig} from './config/types'
import {contentSecurityPolicy, integrationSources} from './security-headers'
import {EARLY_BANNER_SCRIPT_SOURCE} from './engagement/consent/early-banner-script'
import {PAINT_FIRST_SCRIPT_SOURCE} from './ssr/paint-first'

const baseConfig = (app: Record<string, unknown> = {}) =>
    ({
        app: {
            imageOrigins: ['https://images.vela.example'],
            sentry: {dsn: '', environment: 'test'},
            payment: {provider: 'sandbox'},
            personalisation: {endpoint: ''},
            // Same-origin stand-ins add no host.
            integrations: {
                consent: {scriptUrl: '/consent.js'},
                tagManager: {scriptUrl: ''},
                customerData: {scriptUrl: ''},
                liveChat: {scriptUrl: ''},
                globalShipping: {scriptUrl: ''},
                ugc: {storytellingScriptUrl: '', galleryScriptUrl: ''}
            },
            ...app
        }
    } as unknown as StorefrontConfig)

const directive = (policy: string, name: string) =>
    policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `))
        ?.slice(name.length + 1)
        .split(' ') ?? []

describe('contentSecurityPolicy', () => {
    test("scripts: this origin and the two inline scripts' hashes by default, no 'unsafe-eval', no 'unsafe-inline', no wildcard", () => {
        const policy = contentSecurityPolicy(baseConfig())
        expect(directive(policy, 'script-src')).toEqual([
            "'self'",
            PAINT_FIRST_SCRIPT_SOURCE,
            EARLY_BANNER_SCRIPT_SOURCE
        ])
        expect(PAINT_FIRST_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
        expect(EARLY_BANNER_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
        expect(policy).not.toContain('unsafe-eval')
        expect(policy).not.toMatch(/\*/)
        expect(directive(policy, 'object-src')).toEqual(["'none'"])
        expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://app.amplience.net'])
    })

    test('each integration adds its production hosts from configuration', () => {
        const config = baseConfig({
            contentSecurityPolicy: {
                scriptSrc: ['https://tags.vendor.example'],
                connectSrc: ['https://collect.vendor.example'],
                formAction: ['https://pay.provider.example']
            },
            chat: {
                csp: {scriptSrc: ['https://chat.vendor.example'], frameSrc: ['https://chat.vendor.example']}
            },
            payment: {csp: {frameSrc: ['https://3ds.provider.example/']}}
        })
        const policy = contentSecurityPolicy(config)
        expect(directive(policy, 'script-src')).toEqual([
            "'self'",
            PAINT_FIRST_SCRIPT_SOURCE,
            EARLY_BANNER_SCRIPT_SOURCE,
            'https://tags.vendor.example',
            'https://chat.vendor.example'
        ])
        expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://collect.vendor.example'])
        expect(directive(policy, 'frame-src').sort()).toEqual(
            ["'self'", 'https://chat.vendor.example', 'https://3ds.provider.example'].sort()
        )
        expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://pay.provider.example'])
    })

    test.each([
        ['*'],
        ['https://*.vendor.example'],
        ["'unsafe-eval'"],
        ['https://x.example/path'],
        ['data:']
    ])('a configured source that is not a plain origin is ignored (%s)', (source) => {
        const sources = integrationSources(baseConfig({contentSecurityPolicy: {scriptSrc: [source]}}))
        expect(sources.scriptSrc).toEqual([])
    })

    test('upgrade-insecure-requests only when served over https', () => {
        expect(contentSecurityPolicy(baseConfig())).not.toContain('upgrade-insecure-requests')
        expect(contentSecurityPolicy(baseConfig(), {https: true})).toContain('upgrade-insecure-requests')
    })
})
