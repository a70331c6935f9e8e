import {isUpstreamFailure} from './failures'
import {UpstreamError} from './deadline-fetch'

describe('isUpstreamFailure', () => {
    test.each([
        [
            'a timeout of our own',
            new UpstreamError({upstream: 'content', reason: 'timeout', detail: 'x'}),
            true
        ],
        [
            'a node-fetch timeout',
            Object.assign(new Error('network timeout'), {type: 'request-timeout'}),
            true
        ],
        ['an aborted call', Object.assign(new Error('aborted'), {name: 'AbortError'}), true],
        [
            'an SDK 500',
            Object.assign(new Error('500 Internal Server Error'), {response: {status: 500}}),
            true
        ],
        ['an SDK 503', Object.assign(new Error('503'), {response: {status: 503}}), true],
        ['too many requests', Object.assign(new Error('429'), {response: {status: 429}}), true],
        ['an SDK 404', Object.assign(new Error('404 Not Found'), {response: {status: 404}}), false],
        ['a controller 400', Object.assign(new Error('bad'), {status: 400}), false],
        ['nothing', undefined, false]
    ])('%s → %s', (_name, error, expected) => {
        expect(isUpstreamFailure(error)).toBe(expected)
    })
})
