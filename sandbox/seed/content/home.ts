/**
 * Home pages, one item per site (`home`, `us/home`, `eu/home`, `au/home`): they share most blocks but differ
 * in order, delivery offers and, for AU, the season (it is winter there when the northern collection lands).
 */
import {link, links, type SeedBook} from './book'
import {cta, image} from './fragments'
import {homeSharedBlocks} from './home-blocks'
import {SITE_MONEY, siteKey, type SiteCode} from './sites'

const BRITISH = {colour: 'colour', delivery: 'delivery', page: 'Delivery & returns'}

export const homeItems = (book: SeedBook) => {
    const shared = homeSharedBlocks(book)

    const deliveryBanner = (site: SiteCode, words: {colour: string; delivery: string; page: string}) => {
        const money = SITE_MONEY[site]
        return book.add({
            name: `home-${site}-delivery-banner`,
            schema: 'contentBanner',
            fields: {
                contentOptions: {
                    alignment: 'centre',
                    height: 'small',
                    topGradient: false,
                    image: image(`banner-delivery-${site}-stone`),
                    imageAltText: '',
                    colour: '#111111'
                },
                header: `Free ${words.delivery} over ${money.symbol}${money.freeDeliveryThreshold}`,
                subHeader: `Free returns within 30 days, in every ${words.colour} and size.`,
                ctaGroups: [
                    {
                        style: 'secondary',
                        cta: [{copy: words.page, link: '/delivery-returns.html', isMainLink: true}]
                    }
                ],
                tandcs: 'Excludes gift cards. Returns must be unworn with tags attached.'
            }
        })
    }

    const gbDelivery = deliveryBanner('gb', BRITISH)
    const usDelivery = deliveryBanner('us', {
        colour: 'color',
        delivery: 'shipping',
        page: 'Shipping & returns'
    })
    const euDelivery = deliveryBanner('eu', BRITISH)
    const auDelivery = deliveryBanner('au', BRITISH)

    const auHero = book.add({
        name: 'home-au-hero-winter',
        schema: 'heroBanner',
        fields: {
            media: {
                image: image('hero-winter-layers-outdoor-navy-blue'),
                imageAltText: 'Trail runner in a navy jacket'
            },
            heroOptions: {
                isFullWidth: true,
                mainColor: '#ffffff',
                ctaText: 'Shop jackets',
                ctaLink: '/shop/outerwear/jackets'
            },
            textCopy: {
                title: 'Winter Layers, Sorted',
                subtitle: 'Thermal leggings, brushed hoodies and showerproof jackets for cold mornings.',
                headerSelectorSEO: 'h1'
            },
            ctaList: [
                cta('Shop jackets', '/shop/outerwear/jackets'),
                cta('Shop hoodies', '/shop/hoodies-sweatshirts/hoodies')
            ]
        }
    })

    const page = (site: SiteCode, components: ReturnType<typeof link>[]) =>
        book.add({
            name: `home-${site}`,
            schema: 'homePage',
            keys: [siteKey(site, 'home')],
            fields: {
                seoTitle: 'VELA | Premium Women’s Activewear, Leggings & Sports Bras',
                seoDescription:
                    'Shop premium women’s activewear from VELA: sculpting leggings, supportive sports bras, ' +
                    'hoodies and jackets for yoga, running and the gym.',
                components
            }
        })

    const s = shared
    const gb = page('gb', [
        ...links(s.hero, s.tiles, s.newArrivals, gbDelivery, s.bestsellers, s.planet, s.leggingsEdit),
        ...links(s.insidersPromo, s.columns, s.intro)
    ])
    page('us', [
        ...links(s.hero, s.newArrivals, s.tiles, usDelivery, s.leggingsEdit, s.bestsellers, s.insidersPromo),
        ...links(s.columns, s.intro)
    ])
    page('eu', [
        ...links(
            s.hero,
            s.tiles,
            s.newArrivals,
            euDelivery,
            s.bestsellers,
            s.planet,
            s.insidersPromo,
            s.intro
        )
    ])
    page('au', [...links(auHero, s.tiles, auDelivery, s.newArrivals, s.bestsellers, s.planet, s.intro)])

    return {gbHome: gb, hero: s.hero}
}
