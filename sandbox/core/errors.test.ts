import {startSandbox, type RunningSandbox} from '../testing/start'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox()
})
afterAll(() => running.stop())

describe('sandbox error shapes', () => {
    test('unknown paths answer 404 with the platform problem shape', async () => {
        const res = await fetch(`${running.origin}/no/such/resource`)
        expect(res.status).toBe(404)
        expect(res.headers.get('content-type')).toContain('application/problem+json')
        const body = await res.json()
        expect(body).toEqual({
            type: expect.stringMatching(/\/errors\/resource-not-found$/),
            title: 'Resource Not Found',
            detail: 'No resource matches GET /no/such/resource.'
        })
    })

    test('a malformed JSON body is a 400, never a 500', async () => {
        const res = await fetch(`${running.origin}/anything`, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: '{"broken": '
        })
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({
            title: 'Bad Request',
            detail: 'The request body is not valid JSON.'
        })
    })
})
