import {useCallback, useEffect, useRef} from 'react'
import {trackProductClick, trackViewReco} from '../ecommerce'
import type {AnalyticsProduct} from '../product-items'

/**
 * "view reco" and "click reco" for a recommendation carousel (spec 001 §7.3: the personalisation service's
 * viewReco/clickReco; the data layer's view_item_list/select_item). The view is reported once per set of
 * products, when at least half of the carousel has been on screen; clicks carry the tile's 1-based position.
 * Returns the ref for the carousel's container and the click handler for a tile.
 */
export const useRecoTracking = (
    recommenderName: string,
    products: readonly AnalyticsProduct[],
    recoUUID?: string
) => {
    const container = useRef<HTMLDivElement>(null)
    const reported = useRef('')
    const key = products.map((product) => product.id).join(',')
    const latest = useRef(products)
    latest.current = products

    useEffect(() => {
        const element = container.current
        if (!element || !key || reported.current === key) return undefined
        const report = () => {
            if (reported.current === key) return
            reported.current = key
            trackViewReco(recommenderName, latest.current, recoUUID)
        }
        if (typeof IntersectionObserver === 'undefined') {
            report()
            return undefined
        }
        const observer = new IntersectionObserver(
            (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) {
                    observer.disconnect()
                    report()
                }
            },
            {threshold: 0.5}
        )
        observer.observe(element)
        return () => observer.disconnect()
    }, [key, recommenderName, recoUUID])

    const onTileClick = useCallback(
        (product: AnalyticsProduct, position: number) =>
            trackProductClick(product, position, {
                type: 'reco',
                name: recommenderName,
                ...(recoUUID && {recoUUID})
            }),
        [recommenderName, recoUUID]
    )
    return {container, onTileClick}
}
