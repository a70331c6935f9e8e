import {useEffect, useRef} from 'react'
import {trackViewProduct} from '../ecommerce'
import type {AnalyticsProduct} from '../product-items'

/**
 * "view product": once per product page shown (a change of colour or size on the same page is not a new
 * view). The product page calls this with the master product and its category trail.
 */
export const useTrackProductView = (product: AnalyticsProduct, currency: string) => {
    const latest = useRef(product)
    latest.current = product
    useEffect(() => {
        trackViewProduct(latest.current, currency)
    }, [product.id, currency])
}
