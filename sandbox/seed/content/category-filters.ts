/**
 * Filter banners for listing pages: the sale page's single-choice rows, url-driven tiles for New In and
 * Activity, and size and style buttons elsewhere. Filters use the listing refine syntax (`c_size=M`) with
 * attributes the catalogue refines on (`c_productType`, `c_size`, `c_legLength`, `c_isNew`), so every button
 * narrows the listing.
 */
import {categoryPath} from '../category-tree'
import type {SeedBook, SeedRef} from './book'
import {image} from './fragments'
import {categoryName, findCategory} from './menu-nodes'

const SIZES = ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({copy: size, filter: `c_size=${size}`}))

/** The sale categories' product types (the sale banner's category row). */
const SALE_TYPES: [string, string[]][] = [
    ['sale-leggings', ['leggings']],
    ['sale-tops', ['tanks', 't-shirts', 'long-sleeve-tops']],
    ['sale-outerwear', ['jackets', 'gilets', 'hoodies', 'sweatshirts']],
    ['sale-bags', ['bags']]
]

const NEW_IN = [{copy: 'New in', filter: 'c_isNew=true'}]

/** Style buttons per listing; others offer "New in". */
const STYLE_FILTERS: Record<string, {copy: string; filter: string}[]> = {
    leggings: [
        {copy: '7/8 length', filter: 'c_legLength=7-8'},
        {copy: 'Full length', filter: 'c_legLength=full-length'},
        {copy: 'Petite', filter: 'c_legLength=petite'},
        ...NEW_IN
    ],
    bottoms: [
        {copy: 'Leggings', filter: 'c_productType=leggings'},
        {copy: 'Joggers', filter: 'c_productType=joggers'},
        {copy: 'Shorts', filter: 'c_productType=shorts'}
    ],
    tops: [
        {copy: 'Tanks', filter: 'c_productType=tanks'},
        {copy: 'T-shirts', filter: 'c_productType=t-shirts'},
        {copy: 'Long sleeve', filter: 'c_productType=long-sleeve-tops'}
    ]
}

export const filterBanner = (book: SeedBook, id: string, name: string): SeedRef => {
    if (id === 'sale') {
        return book.add({
            name,
            schema: 'saleFilterBanner',
            fields: {
                header: {copy: 'Shop the sale', isH1: false, positioning: 'left'},
                saleFilter: {
                    cattegoryFilters: [
                        {copy: 'All', filter: ''},
                        ...SALE_TYPES.map(([cat, types]) => ({
                            copy: categoryName(cat),
                            filter: `c_productType=${types.join('|')}`
                        }))
                    ],
                    sizeFilters: SIZES,
                    order: 'category-first'
                },
                cta: {style: 'secondary', colour: '#c0392b'}
            }
        })
    }
    if (id === 'new-arrivals' || id === 'activity') {
        return book.add({
            name,
            schema: 'urlFilterBanner',
            fields: {
                header: {copy: 'Shop by', isH1: false},
                urlFilter: {
                    cattegoryFilters: (findCategory(id)?.children ?? []).map((child) => ({
                        copy: child.name,
                        filter: '',
                        image: image(`category-${child.id}`),
                        className: 'url-filter-tile',
                        dataLabel: child.id,
                        url: categoryPath(child.id)
                    }))
                }
            }
        })
    }
    return book.add({
        name,
        schema: 'categoryFilterBanner',
        fields: {
            plpBannerCopy: 'Filter by',
            mainColor: '#111111',
            header: {
                copy: categoryName(id),
                size: '32px',
                sizeMobile: '24px',
                weight: 'bold',
                isH1: true,
                positioning: 'left'
            },
            sizeCtaList: SIZES,
            categoryCtaList: [{copy: 'All', filter: ''}, ...(STYLE_FILTERS[id] ?? NEW_IN)],
            cta: {style: 'secondary', colour: '#111111'}
        }
    })
}
