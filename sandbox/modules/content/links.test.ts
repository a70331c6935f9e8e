import type {RunningSandbox} from '../../testing/start'
import {deliveryIdFor, link, SeedBook, type SeedRef} from '../../seed/content/book'
import {SEED_SCHEMAS} from '../../seed/content/schemas'
import {createContentModule} from '.'
import {validateSeed} from './load-seed'
import {getJson, startContentSandbox} from './testing'

// Link resolution on a purpose-built seed: a cycle, a chain longer than the depth asked for, a dangling
// link and a content reference.
const refTo = (name: string): SeedRef => ({id: deliveryIdFor(name), name, schema: SEED_SCHEMAS.genericCopy})

const buildItems = () => {
    const book = new SeedBook()
    const copy = (name: string, fields: Record<string, unknown>) =>
        book.add({
            name,
            schema: 'genericCopy',
            keys: [name],
            fields: {paragraph: `<p>${name}</p>`, ...fields}
        })
    copy('cycle-a', {next: link(refTo('cycle-b'))})
    copy('cycle-b', {next: link(refTo('cycle-a'))})
    copy('chain-1', {next: link(refTo('chain-2'))})
    copy('chain-2', {next: link(refTo('chain-3'))})
    copy('chain-3', {next: link(refTo('chain-4'))})
    copy('chain-4', {})
    copy('dangling', {next: link(refTo('never-seeded'))})
    copy('referencing', {
        ref: {
            _meta: {schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference'},
            contentType: SEED_SCHEMAS.genericCopy,
            id: deliveryIdFor('chain-4')
        }
    })
    return book.items
}

let running: RunningSandbox
let warn: jest.SpyInstance
beforeAll(async () => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    running = await startContentSandbox({modules: [createContentModule({items: buildItems})]})
})
afterAll(async () => {
    warn.mockRestore()
    await running.stop()
})

type Body = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const read = async (key: string, query = 'depth=all') =>
    (await getJson(`${running.origin}/content/key/${key}?${query}`)).body.content as Body
const isLink = (value: Body) => /content-link$/.test(value._meta.schema)

test('a cycle is inlined once around and then left as a link', async () => {
    const a = await read('cycle-a')
    expect(a.next._meta.name).toBe('cycle-b')
    expect(isLink(a.next.next)).toBe(true)
    expect(a.next.next.id).toBe(deliveryIdFor('cycle-a'))
})

test('depth limits the number of hops inlined', async () => {
    const two = await read('chain-1', 'depth=2')
    expect(two.next._meta.name).toBe('chain-2')
    expect(two.next.next._meta.name).toBe('chain-3')
    expect(isLink(two.next.next.next)).toBe(true)
    const root = await read('chain-1', 'depth=root')
    expect(isLink(root.next)).toBe(true)
    const all = await read('chain-1')
    expect(all.next.next.next._meta.name).toBe('chain-4')
})

test('format=linked lists every target within depth, once', async () => {
    const res = await getJson(`${running.origin}/content/key/chain-1?depth=2&format=linked`)
    const names = (res.body.linkedContent as Body[]).map((item) => item._meta.name)
    expect(names).toEqual(['chain-2', 'chain-3'])
})

test('dangling links stay as links, and the loader reported them', async () => {
    const item = await read('dangling')
    expect(isLink(item.next)).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dangling links to unknown item'))
})

test('content references are never inlined', async () => {
    const item = await read('referencing')
    expect(item.ref).toEqual({
        _meta: {schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference'},
        contentType: SEED_SCHEMAS.genericCopy,
        id: deliveryIdFor('chain-4')
    })
})

test('the loader rejects duplicate keys and malformed keys', () => {
    const book = new SeedBook()
    book.add({name: 'one', schema: 'genericCopy', keys: ['same'], fields: {}})
    book.add({name: 'two', schema: 'genericCopy', keys: ['same'], fields: {}})
    expect(() => validateSeed(book.items)).toThrow('Content seed: key "same" is used twice')
    const bad = new SeedBook()
    bad.add({name: 'three', schema: 'genericCopy', keys: ['/leading'], fields: {}})
    expect(() => validateSeed(bad.items)).toThrow('invalid delivery key')
})
