/**
 * Blocks shared by the home pages of every site. Copy that must differ by site (currency amounts, seasons)
 * lives in home.ts; everything here is either localized or currency-free.
 */
import {categoryPath} from '../category-tree'
import {link, type SeedBook} from './book'
import {cta, image, INSIDERS, loc, video} from './fragments'
import {insidersCountdown} from './offer-dates'
import {HERO_TEXT} from './translations'

export const homeSharedBlocks = (book: SeedBook) => {
    const insidersHero = book.add({
        name: 'home-hero-insiders',
        schema: 'heroBanner',
        fields: {
            media: {
                image: image('hero-insiders-early-access-plum-purple'),
                imageAltText: 'Runner at dawn in plum leggings'
            },
            heroOptions: {
                isFullWidth: true,
                mainColor: '#ffffff',
                ctaText: 'Shop early access',
                ctaLink: '/sb-insiders'
            },
            textCopy: {
                title: loc(HERO_TEXT.insidersTitle),
                subtitle: loc(HERO_TEXT.insidersSubtitle),
                headerSelectorSEO: 'h1'
            },
            ctaList: [cta('Shop early access', '/sb-insiders'), cta('Shop new in', '/shop/new-arrivals')],
            countdown: {countdownDate: insidersCountdown(book.seededAt)}
        }
    })
    const hero = book.add({
        name: 'home-hero-new-season',
        schema: 'heroBanner',
        fields: {
            media: {
                image: image('hero-new-season-yoga-sage-green'),
                imageMobile: image('hero-new-season-yoga-sage-green-mobile'),
                imageAltText: 'Woman holding a yoga pose in sage green leggings and bra'
            },
            heroOptions: {
                isFullWidth: true,
                mainColor: '#ffffff',
                ctaText: 'Shop new in',
                ctaLink: '/shop/new-arrivals'
            },
            textCopy: {
                title: loc(HERO_TEXT.newSeasonTitle),
                titleMobile: loc(HERO_TEXT.newSeasonTitle),
                subtitle: loc(HERO_TEXT.newSeasonSubtitle),
                headerSelectorSEO: 'h1'
            },
            ctaList: [
                cta('Shop new in', '/shop/new-arrivals'),
                cta('Shop leggings', '/shop/bottoms/leggings')
            ],
            variations: [{sfCustomerGroup: INSIDERS, content: link(insidersHero)}]
        }
    })

    const tiles = book.add({
        name: 'home-activity-tiles',
        schema: 'navigationImageTiles',
        fields: {
            header: 'Shop by activity',
            tiles: [
                tile('Yoga', '/shop/activity/yoga', 'tile-yoga-lavender', 'yoga'),
                tile('Running', '/shop/activity/running', 'tile-running-coral-pink', 'running'),
                tile('Gym & Training', '/shop/activity/gym-training', 'tile-gym-black', 'gym-training'),
                tile('Outdoor', '/shop/activity/outdoor', 'tile-outdoor-forest-green', 'outdoor')
            ]
        }
    })

    const newArrivals = carousel(
        book,
        'home-carousel-new-arrivals',
        'New arrivals',
        'new-arrivals',
        12,
        'newest'
    )
    const bestsellers = carousel(book, 'home-carousel-bestsellers', 'Bestsellers', 'bestsellers', 12)
    const leggingsEdit = carousel(book, 'home-carousel-leggings-edit', 'The leggings edit', 'leggings', 8)

    const planet = book.add({
        name: 'home-two-column-planet',
        schema: 'twoColumnBanner',
        fields: {
            media: {
                image: image('banner-outdoor-recycled-fabric-olive'),
                video: video('video-outdoor-recycled-fabric-olive'),
                imageAltText: 'Hiker on a ridge in olive layers'
            },
            copy:
                '<h2>Better fabrics, same sculpt</h2><p>Over 70% of this season’s leggings are made with recycled ' +
                'nylon and elastane. <strong>Same squat-proof fabric, lighter footprint.</strong></p>' +
                '<p><a href="/responsibility/our-planet">Read about our planet commitments</a></p>',
            ctaList: [cta('Our planet', '/responsibility/our-planet')],
            displayOptions: {imageWidth: 'Half', imagePosition: 'Left'}
        }
    })

    // The member version first, so the public banner can link to it as its insiders variation.
    const insidersPromoMember = book.add({
        name: 'home-insiders-promo-member',
        schema: 'contentBanner',
        fields: insidersBanner(
            'Insiders: 20% off new season',
            'Your members-only code is applied at checkout. Ends Sunday at midnight.',
            [{copy: 'Shop early access', link: '/sb-insiders', isMainLink: true}]
        )
    })
    const insidersPromo = book.add({
        name: 'home-insiders-promo',
        schema: 'contentBanner',
        fields: {
            ...insidersBanner(
                'Join Insiders',
                'Early access to launches, birthday treats and members-only offers.',
                [{copy: 'Join for free', link: '/sb-insiders', isMainLink: true}]
            ),
            variations: [{sfCustomerGroup: INSIDERS, content: link(insidersPromoMember)}]
        }
    })

    const columns = book.add({
        name: 'home-column-perks',
        schema: 'columnBanner',
        fields: {
            header: 'More reasons to move with us',
            columns: [
                column(
                    'Student discount',
                    '15% off, every day, with a verified student account.',
                    '/student-discount',
                    'tile-student-running'
                ),
                column(
                    'Refer a friend',
                    'Give a friend 20% off and get a reward when they shop.',
                    '/refer-a-friend',
                    'tile-friends-yoga'
                ),
                {
                    ...column(
                        'Sported by you',
                        'See how our community wears their favourites.',
                        '/sportedbyyou',
                        'tile-community-gym'
                    ),
                    video: video('video-community-gym-tile')
                }
            ],
            displayOptions: {carousel: true, isImageOnly: false, sitsOnPLP: false}
        }
    })

    const intro = book.add({
        name: 'home-generic-copy',
        schema: 'genericCopy',
        fields: {
            header: 'Premium activewear for women who move',
            paragraph:
                '<p>VELA designs leggings, sports bras and layers for yoga, running, the gym and everything ' +
                'between. Every piece is wear-tested by our community of athletes and instructors before it ' +
                'reaches you.</p><p>Find your fit with our <a href="/size-guide">size guide</a>, or explore ' +
                '<a href="/about-us/our-story">our story</a>.</p>',
            displayOptions: {width: 'medium', readMore: true, alignment: 'centre'}
        }
    })

    return {hero, tiles, newArrivals, bestsellers, leggingsEdit, planet, insidersPromo, columns, intro}
}

const tile = (label: string, url: string, imageName: string, categoryId: string) => ({
    label,
    url,
    image: image(imageName),
    imageAltText: '',
    category: {id: categoryId}
})

const column = (header: string, copy: string, link: string, imageName: string) => ({
    header,
    copy,
    ctas: [cta('Find out more', link)],
    image: image(imageName),
    imageAltText: ''
})

const insidersBanner = (
    header: string,
    subHeader: string,
    ctas: {copy: string; link: string; isMainLink: boolean}[]
) => ({
    contentOptions: {
        alignment: 'left',
        height: 'medium',
        topGradient: true,
        image: image('banner-insiders-gym-black'),
        video: video('video-insiders-gym-black'),
        imageAltText: 'Two friends training together',
        colour: '#ffffff'
    },
    header,
    subHeader,
    ctaGroups: [{style: 'primary', weight: 'bold', size: 'medium', cta: ctas}],
    tandcs: 'Insiders membership is free. Offers are subject to the Insiders terms.'
})

/**
 * Category-driven carousels: product ids come from the catalogue at request time, never from content. `sort`
 * is a platform sorting option (new arrivals read newest first; the default is the merchandised order, which
 * follows sales).
 */
export const carousel = (
    book: SeedBook,
    name: string,
    header: string,
    categoryId: string,
    limit: number,
    sort?: 'newest'
) =>
    book.add({
        name,
        schema: 'productCarousel',
        fields: {
            header,
            source: 'category',
            categoryId,
            limit,
            ...(sort ? {sort} : {}),
            cta: cta('Shop all', categoryPath(categoryId) ?? '/')
        }
    })
