import type {FilterBannerOption, FilterRowMode} from '../../../rules/listing/filter-banner'
import type {
    CategoryFilterBanner,
    FilterBannerHeader,
    FilterOption,
    SaleFilterBanner,
    UrlFilterBanner,
    UrlFilterOption
} from '../../model'
import type {ImageLink} from '../../model/media'
import {SCHEMAS} from '../../model/schemas'

export type FilterBannerItem = CategoryFilterBanner | UrlFilterBanner | SaleFilterBanner

export interface BannerOption extends FilterBannerOption {
    copy: string
    /** Url banners: the option navigates instead of refining. */
    url?: string
    image?: ImageLink
    dataLabel?: string
}

export type RowKind = 'category' | 'size'

export interface FilterRow {
    kind: RowKind
    mode: FilterRowMode
    options: BannerOption[]
}

export interface FilterBannerView {
    header?: FilterBannerHeader
    /** The banner's lead-in ('Filter by'). */
    intro?: string
    rows: FilterRow[]
    /** Url banners' navigation tiles. */
    links: BannerOption[]
    accent?: string
}

const usable = <T extends FilterOption>(options: T[] | undefined): T[] =>
    (Array.isArray(options) ? options : []).filter(
        (option): option is T => typeof option?.copy === 'string' && option.copy.trim() !== ''
    )

const toOption = (option: FilterOption | UrlFilterOption): BannerOption => ({
    copy: option.copy.trim(),
    filter: typeof option.filter === 'string' ? option.filter : '',
    ...('url' in option && option.url ? {url: option.url} : {}),
    ...('image' in option && option.image ? {image: option.image} : {}),
    ...('dataLabel' in option && option.dataLabel ? {dataLabel: option.dataLabel} : {})
})

const row = (kind: RowKind, mode: FilterRowMode, options: FilterOption[] | undefined): FilterRow[] => {
    const kept = usable(options).map(toOption)
    return kept.length ? [{kind, mode, options: kept}] : []
}

/**
 * The three filter banner models (spec 001 §3.3) as rows of options. Category banners: category and size rows,
 * several choices each. Sale banners ("multi-type"): a category and a size row in the editor's order, one
 * choice per row. Url banners: options with a url are navigation tiles, the others refine.
 */
export const filterBannerView = (item: FilterBannerItem): FilterBannerView => {
    const schema = item._meta?.schema
    if (schema === SCHEMAS.saleFilterBanner) {
        const sale = (item as SaleFilterBanner).saleFilter
        const rows = [
            ...row('category', 'single', sale?.cattegoryFilters),
            ...row('size', 'single', sale?.sizeFilters)
        ]
        return {
            header: item.header,
            rows: sale?.order === 'size-first' ? rows.reverse() : rows,
            links: [],
            accent: item.cta?.colour
        }
    }
    if (schema === SCHEMAS.urlFilterBanner) {
        const options = usable((item as UrlFilterBanner).urlFilter?.cattegoryFilters).map(toOption)
        const refining = options.filter((option) => !option.url)
        return {
            header: item.header,
            rows: refining.length ? [{kind: 'category', mode: 'multiple', options: refining}] : [],
            links: options.filter((option) => option.url),
            accent: item.cta?.colour
        }
    }
    const banner = item as CategoryFilterBanner
    return {
        header: banner.header,
        intro: banner.plpBannerCopy,
        rows: [
            ...row('category', 'multiple', banner.categoryCtaList),
            ...row('size', 'multiple', banner.sizeCtaList)
        ],
        links: [],
        accent: banner.cta?.colour ?? banner.mainColor
    }
}
