import type {UseQueryResult} from '@tanstack/react-query'
import {RecommendationTiles, type RecommendationTilesProps} from './recommendation-tiles'
import {useRecommendedProducts} from './use-recommended-products'

type TilesProps = Omit<RecommendationTilesProps, 'products'>

const Loaded = ({ids, ...tiles}: TilesProps & {ids: string[]}) => {
    const {products, empty} = useRecommendedProducts(ids)
    return empty ? null : <RecommendationTiles products={products} {...tiles} />
}

/**
 * A recommendation list from its ids: placeholders until the ids arrive, then the products batch by batch;
 * nothing when there are none. Products are fetched only once there are ids to fetch.
 */
export const RecommendedProducts = ({
    ids,
    placeholders,
    ...tiles
}: TilesProps & {ids: UseQueryResult<string[]>; placeholders: number}) => {
    if (ids.isError || (ids.isSuccess && ids.data.length === 0)) return null
    if (!ids.data)
        return (
            <RecommendationTiles products={Array.from({length: placeholders}, () => undefined)} {...tiles} />
        )
    return <Loaded ids={ids.data} {...tiles} />
}
