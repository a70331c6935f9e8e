/**
 * Product-led pages: the storytelling product list (/shop/landing/{key}), the sets builder
 * (/sets-builder/{key}), and CMS HTML entries for the size guide and the placeholder pages. Product lists name
 * explicit ids when the catalogue has seeded them (so the story reads in a chosen order), else a category.
 */
import {link, type SeedBook} from './book'
import {image, paragraphs} from './fragments'
import {allSiteKeys} from './sites'

/** Looks products up in the already-seeded catalogue; absent when the catalogue module is not present. */
export type ProductLookup = (categoryId: string, limit: number) => string[]

const productSource = (lookup: ProductLookup | undefined, categoryId: string, limit: number) => {
    const ids = lookup?.(categoryId, limit) ?? []
    return ids.length > 0 ? {source: 'products', productIds: ids} : {source: 'category', categoryId, limit}
}

export const productPageItems = (book: SeedBook, lookup?: ProductLookup) => {
    const banner = (name: string, imageName: string, header: string, subHeader: string) =>
        book.add({
            name,
            schema: 'contentBanner',
            fields: {
                contentOptions: {
                    alignment: 'left',
                    height: 'medium',
                    topGradient: true,
                    image: image(imageName),
                    imageAltText: '',
                    colour: '#ffffff'
                },
                header,
                subHeader
            }
        })
    book.add({
        name: 'storytelling-the-leggings-edit',
        schema: 'storytellingPage',
        keys: allSiteKeys('shop/landing/the-leggings-edit'),
        fields: {
            seoTitle: 'The Leggings Edit | VELA',
            seoDescription: 'Our best leggings, and the stories behind them.',
            title: 'The leggings edit',
            copy: paragraphs(
                'Eleven years, forty-two fabric trials and one obsession: leggings that stay put. Here are the pairs our community reaches for most.'
            ),
            products: productSource(lookup, 'leggings', 24),
            stories: [
                {
                    afterProducts: 4,
                    content: link(
                        banner(
                            'story-sculpt',
                            'banner-leggings-sculpt-black',
                            'Sculpt fabric',
                            'Compressive, matte and completely squat-proof.'
                        )
                    )
                },
                {
                    afterProducts: 12,
                    content: link(
                        banner(
                            'story-pockets',
                            'banner-leggings-pockets-navy-blue',
                            'Pockets that fit a phone',
                            'Two side pockets, one hidden waistband pocket.'
                        )
                    )
                }
            ]
        }
    })
    book.add({
        name: 'sets-builder-matching-sets',
        schema: 'setsBuilder',
        keys: allSiteKeys('sets-builder/matching-sets'),
        fields: {
            seoTitle: 'Matching Sets | VELA',
            seoDescription: 'Leggings and bras designed to be worn together.',
            title: 'Build your set',
            copy: 'Choose a bra and leggings in the same colour: every set is dyed together, so the shades match exactly.',
            heroImage: image('hero-matching-set-leggings-bra-berry-red'),
            sets: [
                {title: 'Start with a bra', products: productSource(lookup, 'sports-bras', 12)},
                {title: 'Add leggings', products: productSource(lookup, 'leggings', 12)},
                {title: 'Finish with a layer', products: productSource(lookup, 'hoodies', 8)}
            ]
        }
    })
    const entry = (path: string, title: string, html: string) =>
        book.add({
            name: `entry-${path.replace(/\//g, '-')}`,
            schema: 'cmsEntry',
            keys: allSiteKeys(path),
            fields: {path: `/${path}`, title, html}
        })
    entry(
        'careers',
        'Careers at VELA',
        '<h1>Careers</h1><p>We are always looking for people who love to move. Current vacancies are listed on our careers portal; shop roles are advertised in store.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>'
    )
    entry(
        'shop/underwear/sports-bras/bra-measurement-guide',
        'Bra Measurement Guide',
        '<h1>How to measure for a sports bra</h1><ul><li><strong>Band:</strong> measure snugly around your ribcage, directly under your bust.</li><li><strong>Bust:</strong> measure around the fullest part of your bust, keeping the tape level.</li><li><strong>Cup:</strong> each inch of difference between bust and band is one cup size (1 inch = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Between sizes? Go up a band for low-impact styles and stay true to size for high impact.</p>'
    )
    entry(
        'size-guide',
        'Size Guide',
        '<h1>Size guide</h1><h2>Clothing</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Waist (cm)</th><th>Hip (cm)</th></tr></thead><tbody>' +
            [
                ['XS', 6, 2, 34, 6, '61-65', '87-91'],
                ['S', 8, 4, 36, 8, '66-70', '92-96'],
                ['M', 10, 6, 38, 10, '71-75', '97-101'],
                ['L', 12, 8, 40, 12, '76-80', '102-106'],
                ['XL', 14, 10, 42, 14, '81-86', '107-112']
            ]
                .map(
                    ([label, uk, us, eu, au, waist, hip]) =>
                        `<tr><td>${label} (${uk})</td><td>${us}</td><td>${eu}</td><td>${au}</td><td>${waist}</td><td>${hip}</td></tr>`
                )
                .join('') +
            '</tbody></table><p>See also the <a href="/shop/underwear/sports-bras/bra-measurement-guide">bra measurement guide</a>.</p>'
    )
}
