import {contentSecurityPolicy} from './security-headers'
import {testConfig} from './test-utils/config'

const directive = (policy: string, name: string) =>
    policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? ''

describe('vendor scripts in the content security policy', () => {
    test('the local pay-later and reviews stand-ins are same-origin: they add no script host', () => {
        const scripts = directive(contentSecurityPolicy(testConfig), 'script-src')
        expect(scripts).toMatch(/^script-src 'self'/)
        expect(scripts).not.toMatch(/pay-later|reviews/)
    })

    test("the providers' own scripts, chosen by configuration, are allowed by origin", () => {
        const config = {
            ...testConfig,
            app: {
                ...testConfig.app,
                payLater: {...testConfig.app.payLater, scriptUrl: 'https://js.pay-later.example/sdk-1.x.js'},
                reviews: {...testConfig.app.reviews, scriptUrl: 'https://widget.reviews.example/v2/widget.js'}
            }
        }
        const policy = contentSecurityPolicy(config)
        expect(directive(policy, 'script-src')).toMatch(
            /^script-src 'self' 'sha256-[^']+' 'sha256-[^']+' https:\/\/js\.pay-later\.example https:\/\/widget\.reviews\.example( |$)/
        )
        expect(directive(policy, 'connect-src')).toContain('https://widget.reviews.example')
    })
})
