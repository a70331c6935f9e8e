/**
 * Desktop and mobile menus as content hierarchies (`menu/desktop`, `menu/mobile`, shared by every site).
 * Category nodes name catalogue ids from CATEGORY_TREE; the storefront builds links from the category path.
 * The desktop menu goes four levels deep (root, column, category, leggings length shortcuts).
 */
import type {SeedBook} from './book'
import {image, loc} from './fragments'
import {MenuBuilder} from './menu-nodes'
import {allSiteKeys} from './sites'
import {MENU_TEXT as T} from './translations'

export const menuItems = (book: SeedBook) => {
    desktopMenu(new MenuBuilder(book, 'menu-desktop'))
    mobileMenu(new MenuBuilder(book, 'menu-mobile'))
}

const desktopMenu = (m: MenuBuilder) => {
    const root = m.root(allSiteKeys('menu/desktop'), 'desktop')

    const newIn = m.category(root, 'new-arrivals', T.newIn)
    for (const id of ['new-clothing', 'new-accessories', 'bestsellers']) m.category(newIn, id)
    m.imageNode(
        newIn,
        'new-season-tile',
        'The new season edit',
        '/shop/landing/the-leggings-edit',
        'tile-new-season-leggings-sage-green',
        'Sculpt, stretch, repeat.'
    )

    const clothing = m.node(root, 'clothing', {title: loc(T.clothing), vanityUrl: '/shop'})
    const bottoms = m.category(clothing, 'bottoms', T.bottoms)
    const leggings = m.category(bottoms, 'leggings', T.leggings)
    m.shortcut(leggings, 'leggings-7-8', '7/8 Length', 'leggings', 'refine=c_legLength=7/8')
    m.shortcut(leggings, 'leggings-full', 'Full Length', 'leggings', 'refine=c_legLength=Full')
    m.shortcut(leggings, 'leggings-pockets', 'With Pockets', 'leggings', 'refine=c_feature=Pockets')
    m.category(bottoms, 'joggers')
    m.category(bottoms, 'shorts')
    const tops = m.category(clothing, 'tops', T.tops)
    for (const id of ['tanks', 't-shirts', 'long-sleeve-tops']) m.category(tops, id)
    const bras = m.category(clothing, 'underwear', T.sportsBras)
    for (const id of ['sports-bras', 'low-impact-bras', 'high-impact-bras']) m.category(bras, id)
    m.imageNode(
        bras,
        'bra-quiz-tile',
        'Find your bra',
        '/shop/underwear/sports-bras/bra-quiz',
        'tile-bra-quiz-blush-pink',
        'Three questions to your perfect support.'
    )
    const hoodies = m.category(clothing, 'hoodies-sweatshirts', T.hoodies)
    for (const id of ['hoodies', 'sweatshirts']) m.category(hoodies, id)
    const outerwear = m.category(clothing, 'outerwear', T.jackets)
    for (const id of ['jackets', 'gilets']) m.category(outerwear, id)
    m.imageNode(
        clothing,
        'power-edit-tile',
        'The power edit',
        '/shop/underwear/sports-bras/power-icon-bras',
        'tile-power-bra-cobalt-blue',
        'High support for high intensity.'
    )

    const accessories = m.category(root, 'accessories', T.accessories)
    for (const id of ['yoga-mats', 'bags', 'fitness-equipment', 'socks-caps']) m.category(accessories, id)
    m.imageNode(
        accessories,
        'mats-tile',
        'Grip that lasts',
        '/shop/accessories/yoga-mats',
        'tile-yoga-mat-lavender',
        'Natural rubber mats, made to travel.'
    )

    const activity = m.category(root, 'activity', T.activity)
    m.category(activity, 'yoga', T.yoga, {media: {image: image('tile-yoga-lavender')}})
    m.category(activity, 'running', T.running, {media: {image: image('tile-running-coral-pink')}})
    m.category(activity, 'gym-training', T.gym, {media: {image: image('tile-gym-black')}})
    m.category(activity, 'outdoor', T.outdoor, {media: {image: image('tile-outdoor-forest-green')}})

    const gifts = m.category(root, 'gifts', T.gifts)
    for (const id of ['gift-cards', 'gifts-under-50']) m.category(gifts, id)

    const sale = m.sale(root)
    const saleClothing = m.category(sale, 'sale-clothing')
    for (const id of ['sale-leggings', 'sale-tops', 'sale-outerwear']) m.category(saleClothing, id)
    const saleAccessories = m.category(sale, 'sale-accessories')
    for (const id of ['sale-bags', 'sale-yoga-mats']) m.category(saleAccessories, id)

    m.insiders(root)
}

const mobileMenu = (m: MenuBuilder) => {
    const root = m.root(allSiteKeys('menu/mobile'), 'mobile')
    m.imageNode(
        root,
        'new-season-tile',
        'New season',
        '/shop/new-arrivals',
        'tile-new-season-leggings-sage-green',
        'Just landed.'
    )
    const newIn = m.category(root, 'new-arrivals', T.newIn)
    for (const id of ['new-clothing', 'new-accessories', 'bestsellers']) m.category(newIn, id)
    const leggings = m.category(root, 'leggings', T.leggings)
    m.shortcut(leggings, 'leggings-7-8', '7/8 Length', 'leggings', 'refine=c_legLength=7/8')
    m.shortcut(leggings, 'leggings-full', 'Full Length', 'leggings', 'refine=c_legLength=Full')
    const bras = m.category(root, 'underwear', T.sportsBras)
    for (const id of ['sports-bras', 'low-impact-bras', 'high-impact-bras']) m.category(bras, id)
    const clothing = m.node(root, 'clothing', {title: loc(T.clothing), vanityUrl: '/shop'})
    for (const [id, label] of [
        ['bottoms', T.bottoms],
        ['tops', T.tops],
        ['hoodies-sweatshirts', T.hoodies],
        ['outerwear', T.jackets]
    ] as const) {
        m.category(clothing, id, label)
    }
    m.category(root, 'accessories', T.accessories)
    const activity = m.category(root, 'activity', T.activity)
    m.imageNode(
        activity,
        'yoga-tile',
        'Yoga',
        '/shop/activity/yoga',
        'tile-yoga-lavender',
        'Flow in comfort.'
    )
    m.imageNode(
        activity,
        'running-tile',
        'Running',
        '/shop/activity/running',
        'tile-running-coral-pink',
        'Miles, not chafing.'
    )
    m.category(root, 'gifts', T.gifts)
    m.sale(root)
    m.insiders(root)
}
