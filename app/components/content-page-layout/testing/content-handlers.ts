import {rest} from 'msw'

/**
 * msw handlers standing in for the content delivery API in page tests: items by key (GET and the bulk fetch
 * the regional pages use) and by id, answering CONTENT_NOT_FOUND for anything else. `asked` records the keys
 * and ids requested, in order.
 */
export const contentHandlers = (items: {byKey?: Record<string, unknown>; byId?: Record<string, unknown>}) => {
    const asked: string[] = []
    const notFound = {error: {type: 'CONTENT_NOT_FOUND', message: 'Not found'}}
    const handlers = [
        // Keys hold slashes (`us/home`), so the key is everything after /content/key/.
        rest.get('*/content/key/*', (req, res, ctx) => {
            const key = decodeURIComponent(req.url.pathname.split('/content/key/')[1] ?? '')
            asked.push(key)
            const item = items.byKey?.[key]
            return item ? res(ctx.json({content: item})) : res(ctx.status(404), ctx.json(notFound))
        }),
        rest.post('*/content/fetch', async (req, res, ctx) => {
            const body = await req.json<{requests: {key?: string; id?: string}[]}>()
            const responses = body.requests.map(({key, id}) => {
                asked.push(key ?? id ?? '')
                const item = key ? items.byKey?.[key] : id ? items.byId?.[id] : undefined
                return item ? {content: item} : notFound
            })
            return res(ctx.json({responses}))
        }),
        rest.get('*/content/id/:id', (req, res, ctx) => {
            const id = String(req.params.id)
            asked.push(id)
            const item = items.byId?.[id]
            return item ? res(ctx.json({content: item})) : res(ctx.status(404), ctx.json(notFound))
        })
    ]
    return {handlers, asked}
}
