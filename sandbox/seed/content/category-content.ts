/**
 * Listing-page content, one item per main category (`category/{categoryId}` under every site's prefix):
 * a top banner with read-more copy, a visual filter carousel of sub-categories, a filter banner and content
 * spots placed in the product grid (positions 4 and 10: the spec's every-6th rule, position mod 6 = 4).
 */
import {categoryPath} from '../category-tree'
import {link, type SeedBook, type SeedRef} from './book'
import {CATEGORY_COPY, type CategoryCopy} from './category-copy'
import {filterBanner} from './category-filters'
import {image, video} from './fragments'
import {findCategory} from './menu-nodes'
import {insidersCountdown} from './offer-dates'
import {allSiteKeys} from './sites'

export const categoryContentItems = (book: SeedBook) => {
    for (const entry of CATEGORY_COPY) categoryItem(book, entry)
}

const categoryItem = (book: SeedBook, {id, header, copy, spot}: CategoryCopy) => {
    const name = (part: string) => `category-${id}-${part}`
    const children = findCategory(id)?.children ?? []
    const topBanner = book.add({
        name: name('top-banner'),
        schema: 'topBanner',
        fields: {header, copy: `<p>${copy}</p>`, readMore: true}
    })
    const visual = book.add({
        name: name('visual-filter'),
        schema: 'visualFilterCarousel',
        fields: {
            style: id === 'activity' ? 'round' : 'tabs',
            items: children.map((child) => ({
                vanityUrl: categoryPath(child.id) ?? '/',
                label: child.name,
                secondLabel: id === 'activity' ? 'Shop the edit' : undefined,
                image: image(`category-${child.id}`),
                dataLabel: `visual-filter-${child.id}`
            }))
        }
    })
    const spots = [
        spot,
        {
            header: 'Insiders get 20% off',
            copy: 'Join free for early access.',
            link: '/sb-insiders',
            imageName: 'tile-insiders-plum-purple',
            videoName: 'video-insiders-plum-purple'
        }
    ].map((entry, index) => contentSpot(book, name(`spot-${index}`), entry))
    const fields: Record<string, unknown> = {
        categoryId: id,
        topBanner: link(topBanner),
        visualFilterCarousel: link(visual),
        filterBanner: link(filterBanner(book, id, name('filter-banner'))),
        gridContentSpots: [
            {position: 4, content: link(spots[0])},
            {position: 10, content: link(spots[1])}
        ]
    }
    if (id === 'sale') {
        fields.countdownStrip = link(
            book.add({
                name: name('countdown'),
                schema: 'countdownStrip',
                fields: {
                    copy: 'Final reductions end in',
                    countdownDate: insidersCountdown(book.seededAt),
                    link: '/sale',
                    backgroundColour: '#c0392b',
                    textColour: '#ffffff'
                }
            })
        )
    }
    book.add({name: `category-${id}`, schema: 'categoryContent', keys: allSiteKeys(`category/${id}`), fields})
}

const contentSpot = (
    book: SeedBook,
    name: string,
    entry: CategoryCopy['spot'] & {videoName?: string}
): SeedRef =>
    book.add({
        name,
        schema: 'contentSpot',
        fields: {
            common: {displayOptions: {spanColumns: 1}, backgroundColour: '#efe9df'},
            desktop: {
                image: image(entry.imageName),
                ...(entry.videoName && {video: video(entry.videoName)}),
                imageAltText: '',
                copyPosition: 'bottom',
                colour: '#ffffff',
                header: entry.header,
                copy: entry.copy,
                ctaGroups: [
                    {style: 'underline', cta: [{copy: 'Shop now', link: entry.link, isMainLink: true}]}
                ]
            },
            mobile: {
                image: image(`${entry.imageName}-mobile`),
                ...(entry.videoName && {video: video(`${entry.videoName}-mobile`)}),
                imageAltText: '',
                copyPosition: 'bottom',
                colour: '#ffffff',
                header: entry.header
            }
        }
    })
