export interface Story<Content> {
    afterProducts: number
    content: Content
}

export type StorySegment<Tile, Content> =
    | {kind: 'products'; tiles: Tile[]}
    | {kind: 'story'; content: Content}

/**
 * Product rows broken by the CMS stories, each placed "after the given number of product tiles". Stories
 * past the end of a shorter list follow the last row, in order; malformed positions count as the end.
 */
export const storySegments = <Tile, Content>(
    tiles: readonly Tile[],
    stories: readonly Story<Content>[] | undefined
): StorySegment<Tile, Content>[] => {
    const placed = (Array.isArray(stories) ? stories : [])
        .filter((story) => story && story.content)
        .map((story) => ({
            ...story,
            // Past the end (or unreadable) means after the last row; the stable sort keeps their CMS order.
            at:
                Number.isInteger(story.afterProducts) && story.afterProducts >= 0
                    ? Math.min(story.afterProducts, tiles.length)
                    : tiles.length
        }))
        .sort((a, b) => a.at - b.at)
    const segments: StorySegment<Tile, Content>[] = []
    let start = 0
    for (const story of placed) {
        const end = Math.min(story.at, tiles.length)
        if (end > start) segments.push({kind: 'products', tiles: tiles.slice(start, end)})
        start = Math.max(start, end)
        segments.push({kind: 'story', content: story.content})
    }
    if (start < tiles.length) segments.push({kind: 'products', tiles: tiles.slice(start)})
    return segments
}
