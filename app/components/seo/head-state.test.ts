import {createElement} from 'react'
import {headFromChildren, reduceHeads, tagKey, type HeadTag, type InstanceHead} from './head-state'

const tag = (name: HeadTag['name'], attributes: Record<string, string>, text?: string): HeadTag => ({
    name,
    attributes,
    ...(text && {text})
})
const instance = (tags: HeadTag[], title?: string): InstanceHead => ({
    ...(title !== undefined && {title}),
    htmlAttributes: {},
    bodyAttributes: {},
    tags
})

describe('which tag an inner Helmet replaces (react-helmet’s primary attributes)', () => {
    test.each<[string, HeadTag, string | undefined]>([
        ['a meta tag by its name', tag('meta', {name: 'description', content: 'x'}), 'meta name description'],
        [
            'a social tag by its property',
            tag('meta', {property: 'og:title', content: 'x'}),
            'meta property og:title'
        ],
        ['the canonical link by its rel', tag('link', {rel: 'canonical', href: '/a'}), 'link rel canonical'],
        [
            'any other link by its URL',
            tag('link', {rel: 'alternate', hreflang: 'fr', href: '/FR'}),
            'link href /fr'
        ],
        ['a stylesheet by its URL', tag('link', {rel: 'stylesheet', href: '/s.css'}), 'link href /s.css'],
        [
            'an inline script by its text',
            tag('script', {type: 'application/ld+json'}, '{"A":1}'),
            'script text {"a":1}'
        ],
        ['a script file by its source', tag('script', {src: '/x.js'}), 'script src /x.js'],
        ['a tag with nothing to name it: dropped', tag('meta', {content: 'x'}), undefined]
    ])('%s', (_, input, key) => {
        expect(tagKey(input)).toBe(key)
    })
})

describe('the page head from its Helmets, outer first', () => {
    test('the innermost title, and each named tag from the innermost Helmet that has it', () => {
        const outer = instance(
            [
                tag('link', {rel: 'canonical', href: '/us/a'}),
                tag('meta', {name: 'robots', content: 'noindex'})
            ],
            'Outer'
        )
        const inner = instance([tag('link', {rel: 'canonical', href: '/a'})], 'Inner')
        expect(reduceHeads([outer, inner])).toEqual({
            title: 'Inner',
            htmlAttributes: {},
            bodyAttributes: {},
            tags: [
                tag('meta', {name: 'robots', content: 'noindex'}),
                tag('link', {rel: 'canonical', href: '/a'})
            ]
        })
    })

    test('tags of one Helmet never replace each other (two hreflang links may share a URL)', () => {
        const links = [
            tag('link', {rel: 'alternate', hreflang: 'en-GB', href: '/a'}),
            tag('link', {rel: 'alternate', hreflang: 'x-default', href: '/a'})
        ]
        expect(reduceHeads([instance(links)]).tags).toEqual(links)
    })

    test('attributes merge, inner over outer; no title when no Helmet has one', () => {
        const outer = {...instance([]), htmlAttributes: {lang: 'en-GB', 'data-theme': 'light'}}
        const inner = {...instance([]), htmlAttributes: {lang: 'fr-FR'}}
        const head = reduceHeads([outer, inner])
        expect(head.htmlAttributes).toEqual({lang: 'fr-FR', 'data-theme': 'light'})
        expect('title' in head).toBe(false)
    })
})

describe('reading a Helmet’s children', () => {
    test('title text, html and body attributes with HTML names, tags with their text; other children ignored', () => {
        const head = headFromChildren([
            createElement('title', {key: 't'}, 'Leggings', ' | VELA'),
            createElement('html', {key: 'h', lang: 'en-GB'}),
            createElement('body', {key: 'b', className: 'chakra-ui-light'}),
            createElement('link', {key: 'l', rel: 'alternate', hrefLang: 'en-GB', href: '/a'}),
            createElement('meta', {key: 'm', httpEquiv: 'refresh', content: '5'}),
            createElement('script', {key: 's', type: 'application/ld+json'}, '{}'),
            null,
            'text',
            createElement('div', {key: 'd'})
        ])
        expect(head).toEqual({
            title: 'Leggings | VELA',
            htmlAttributes: {lang: 'en-GB'},
            bodyAttributes: {class: 'chakra-ui-light'},
            tags: [
                tag('link', {rel: 'alternate', hreflang: 'en-GB', href: '/a'}),
                tag('meta', {'http-equiv': 'refresh', content: '5'}),
                tag('script', {type: 'application/ld+json'}, '{}')
            ]
        })
    })
})
