import {useMemo} from 'react'
import {useLiveStock} from '../../commerce/catalog/use-live-stock'
import {useVariationPricing} from '../../commerce/catalog/use-variation-pricing'
import {withLiveData} from './live-overlay'
import {asProductDoc, type ProductDoc} from './product-document'

/**
 * The product with the browser's fresher pricing and stock laid over it. Until they arrive (and always on the
 * server) this is the document itself, so hydration matches the server's HTML.
 */
export const useLiveProduct = (product: ProductDoc, masterId: string) => {
    const pricing = useVariationPricing([masterId])
    const live = useLiveStock(masterId)
    const masterPricing = pricing.data?.[masterId]
    const liveDoc = asProductDoc(live.data)
    const current = useMemo(
        () => withLiveData(product, masterPricing, liveDoc),
        [product, masterPricing, liveDoc]
    )
    // `live` is only the browser's fresh read (null until it arrives), for rules that must not use cached stock.
    return {current, pricing: masterPricing, live: liveDoc}
}
