/** Editorial copy for each main listing page: the top banner text and the first grid content spot. */

export interface CategoryCopy {
    id: string
    header: string
    copy: string
    spot: {header: string; copy: string; link: string; imageName: string}
}

export const CATEGORY_COPY: CategoryCopy[] = [
    {
        id: 'new-arrivals',
        header: 'New In',
        copy: 'Fresh drops every week: the latest leggings, bras and layers, designed with our community of athletes.',
        spot: {
            header: 'The new season edit',
            copy: 'Colours made for spring mornings.',
            link: '/shop/landing/the-leggings-edit',
            imageName: 'tile-new-season-sage-green'
        }
    },
    {
        id: 'bottoms',
        header: 'Bottoms',
        copy: 'Leggings, joggers and shorts in fabrics that sculpt, breathe and stay put, from hot yoga to trail runs.',
        spot: {
            header: 'Squat-proof, guaranteed',
            copy: 'Every pair is tested in the studio.',
            link: '/content/fabric-guide',
            imageName: 'tile-leggings-squat-black'
        }
    },
    {
        id: 'leggings',
        header: 'Women’s Leggings',
        copy: 'Our best-loved leggings in 7/8 and full lengths: high-waisted, pocketed and squat-proof. Find your fabric, from buttery-soft yoga styles to compressive running tights.',
        spot: {
            header: 'Find your fit',
            copy: 'Take the 60-second leggings quiz.',
            link: '/shop/bottoms/leggings/leggings-quiz',
            imageName: 'tile-leggings-quiz-navy-blue'
        }
    },
    {
        id: 'tops',
        header: 'Tops',
        copy: 'Tanks, tees and long sleeves in sweat-wicking fabrics, cut to layer over your favourite bra.',
        spot: {
            header: 'Layer up',
            copy: 'Tops that work as hard as you do.',
            link: '/shop/tops/long-sleeve-tops',
            imageName: 'tile-tops-stone'
        }
    },
    {
        id: 'underwear',
        header: 'Sports Bras',
        copy: 'Low, medium and high support bras, fitted by cup and band. Not sure of your size? Our bra measurement guide takes two minutes.',
        spot: {
            header: 'Find your bra',
            copy: 'Three questions to the right support.',
            link: '/shop/underwear/sports-bras/bra-quiz',
            imageName: 'tile-bra-blush-pink'
        }
    },
    {
        id: 'hoodies-sweatshirts',
        header: 'Hoodies & Sweatshirts',
        copy: 'Brushed-back cotton and recycled fleece for warm-ups, cool-downs and everything after.',
        spot: {
            header: 'Cosy, but make it technical',
            copy: 'Thumbholes, zip pockets, no bulk.',
            link: '/shop/hoodies-sweatshirts/hoodies',
            imageName: 'tile-hoodie-charcoal-marl'
        }
    },
    {
        id: 'outerwear',
        header: 'Jackets',
        copy: 'Showerproof shells, packable gilets and insulated jackets for outdoor training in every season.',
        spot: {
            header: 'Weatherproof',
            copy: 'Packable layers for changeable days.',
            link: '/shop/outerwear/jackets',
            imageName: 'tile-jacket-outdoor-olive'
        }
    },
    {
        id: 'accessories',
        header: 'Accessories',
        copy: 'Yoga mats, gym bags, socks and caps: the finishing touches for every session.',
        spot: {
            header: 'Grip that lasts',
            copy: 'Natural rubber mats.',
            link: '/shop/accessories/yoga-mats',
            imageName: 'tile-mat-lavender'
        }
    },
    {
        id: 'activity',
        header: 'Shop by Activity',
        copy: 'Kit chosen for the way you move: yoga, running, gym and training, and the great outdoors.',
        spot: {
            header: 'Run club',
            copy: 'Join our free weekly runs.',
            link: '/content/landing/run-club',
            imageName: 'tile-running-club-coral-pink'
        }
    },
    {
        id: 'sale',
        header: 'Sale',
        copy: 'Up to 50% off selected styles while stocks last. Prices as marked; no further discounts apply unless stated.',
        spot: {
            header: 'Extra 10% off sale',
            copy: 'Use code EXTRA10 at checkout.',
            link: '/sale',
            imageName: 'tile-sale-chilli-red'
        }
    }
]
