import {rest} from 'msw'

const NOT_FOUND = {error: {type: 'CONTENT_NOT_FOUND', message: 'Not found'}}

/**
 * msw handlers for content by delivery key, both ways the storefront asks: GET /content/key/{key} (the
 * server) and POST /content/fetch (the browser; a missing item is an error entry inside a 200).
 */
export const contentKeyHandlers = (find: (key: string) => unknown, asked: string[] = []) => [
    // Keys hold slashes (`us/home`), so the key is everything after /content/key/.
    rest.get('*/content/key/*', (req, res, ctx) => {
        const key = decodeURIComponent(req.url.pathname.split('/content/key/')[1] ?? '')
        asked.push(key)
        const item = find(key)
        return item ? res(ctx.json({content: item})) : res(ctx.status(404), ctx.json(NOT_FOUND))
    }),
    rest.post('*/content/fetch', async (req, res, ctx) => {
        const body = await req.json<{requests: {key?: string}[]}>()
        const responses = body.requests.map(({key = ''}) => {
            asked.push(key)
            const item = find(key)
            return item ? {content: item} : NOT_FOUND
        })
        return res(ctx.json({responses}))
    })
]
