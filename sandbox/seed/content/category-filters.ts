/**
 * Filter banners for listing pages: the sale page's single-choice rows, url-driven tiles for New In and
 * Activity, and size/feature buttons elsewhere. Filters use the listing refine syntax (`c_size=M`).
 */
import {categoryPath} from '../category-tree'
import type {SeedBook, SeedRef} from './book'
import {image} from './fragments'
import {categoryName, findCategory} from './menu-nodes'

const SIZES = ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({copy: size, filter: `c_size=${size}`}))

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
                        ...['sale-leggings', 'sale-tops', 'sale-outerwear', 'sale-bags'].map((cat) => ({
                            copy: categoryName(cat),
                            filter: `c_product-type=${categoryName(cat)}`
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
            categoryCtaList: [
                {copy: 'All', filter: ''},
                {copy: 'High waisted', filter: 'c_feature=High Waisted'},
                {copy: 'With pockets', filter: 'c_feature=Pockets'},
                {copy: 'Recycled fabric', filter: 'c_feature=Recycled'}
            ],
            cta: {style: 'secondary', colour: '#111111'}
        }
    })
}
