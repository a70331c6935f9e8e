import {render} from '@testing-library/react'
import {cacheForHoistedStyles, HOISTED_STYLES_ATTRIBUTE} from './hoisted-styles'
import {PageGlobal} from './page-global'

const emotionTags = () => document.querySelectorAll('style[data-emotion]')

afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
})

describe('hoisted server styles in the browser', () => {
    test('the cache knows every hoisted name and global styles are not inserted again', () => {
        document.head.innerHTML = `<style ${HOISTED_STYLES_ATTRIBUTE}="abc 1kt1w38 animation-x">.css-1kt1w38{}</style>`
        const cache = cacheForHoistedStyles()
        expect(cache?.key).toBe('css')
        expect(cache?.inserted).toEqual({abc: true, '1kt1w38': true, 'animation-x': true})
        const before = emotionTags().length
        render(<PageGlobal styles={{body: {margin: 0}}} />)
        expect(emotionTags()).toHaveLength(before)
    })

    test('without hoisted styles (a page from elsewhere, a test) emotion works as it always does', () => {
        expect(cacheForHoistedStyles()).toBeUndefined()
        render(<PageGlobal styles={{body: {marginTop: '7px'}}} />)
        const css = [...emotionTags()]
            .flatMap((tag) => [
                tag.textContent,
                ...[...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText)
            ])
            .join('')
        expect(css.replace(/\s/g, '')).toContain('margin-top:7px')
    })
})
