/**
 * @jest-environment node
 */
import {readHostSettings} from './settings'

describe('readHostSettings', () => {
    test('binds loopback by default: HOST=0.0.0.0 is an explicit choice to serve the network', () => {
        expect(readHostSettings({}, 4)).toMatchObject({
            port: 3000,
            bindHost: '127.0.0.1',
            publicHost: 'localhost:3000',
            secure: false,
            workers: 4,
            maxInFlight: 8,
            retryAfterSeconds: 2
        })
        expect(readHostSettings({HOST: '0.0.0.0'}, 1).bindHost).toBe('0.0.0.0')
    })

    test('reads every setting', () => {
        expect(
            readHostSettings(
                {
                    PORT: '8080',
                    PUBLIC_HOST: 'www.vela.example',
                    SECURE: 'true',
                    WEB_CONCURRENCY: '3',
                    SSR_MAX_INFLIGHT: '12',
                    SHED_RETRY_AFTER_SECONDS: '5',
                    READINESS_TIMEOUT_MS: '900',
                    PROXY_READ_TIMEOUT_MS: '6000',
                    PROXY_WRITE_TIMEOUT_MS: '20000'
                },
                2
            )
        ).toEqual({
            port: 8080,
            bindHost: '127.0.0.1',
            publicHost: 'www.vela.example',
            secure: true,
            workers: 3,
            maxInFlight: 12,
            retryAfterSeconds: 5,
            readinessTimeoutMs: 900,
            proxyReadTimeoutMs: 6000,
            proxyWriteTimeoutMs: 20000
        })
    })

    test.each([
        ['PORT', 'abc'],
        ['SSR_MAX_INFLIGHT', '0'],
        ['WEB_CONCURRENCY', '-1']
    ])('a malformed %s stops the host with the variable named', (name, value) => {
        expect(() => readHostSettings({[name]: value})).toThrow(name)
    })
})
