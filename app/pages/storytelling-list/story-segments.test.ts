import {storySegments} from './story-segments'

const tiles = ['A', 'B', 'C', 'D', 'E', 'F']
const shape = (segments: ReturnType<typeof storySegments<string, string>>) =>
    segments.map((segment) => (segment.kind === 'story' ? `[${segment.content}]` : segment.tiles.join('')))

describe('storytelling segments', () => {
    test('stories break the product rows "after the given number of product tiles"', () => {
        expect(
            shape(
                storySegments(tiles, [
                    {afterProducts: 4, content: 'x'},
                    {afterProducts: 2, content: 'y'}
                ])
            )
        ).toEqual(['AB', '[y]', 'CD', '[x]', 'EF'])
    })

    test('stories past the end, at zero or malformed follow the rows in order', () => {
        expect(
            shape(
                storySegments(tiles, [
                    {afterProducts: 0, content: 'first'},
                    {afterProducts: 12, content: 'late'},
                    {afterProducts: -1, content: 'odd'}
                ])
            )
        ).toEqual(['[first]', 'ABCDEF', '[late]', '[odd]'])
        expect(shape(storySegments(tiles, undefined))).toEqual(['ABCDEF'])
    })
})
