import {useCallback, useState} from 'react'
import {useSearchStores} from '@salesforce/commerce-sdk-react'
import {useGeolocation} from '../../hooks/use-geolocation'
import type {CollectionStore} from './use-click-and-collect'

export type StoreSearchProblem = 'location-not-found' | 'no-results'

type Origin = {postalCode: string} | {latitude: number; longitude: number}

const MAX_DISTANCE_KM = 100
const RESULT_LIMIT = 10

/**
 * Shops offering click and collect near a postcode / town or the shopper's position, nearest first
 * (Shopper Stores store-search). Spec 001 §8 location search messages: the position cannot be found, or the
 * search finds nothing.
 */
export const useStoreSearch = (countryCode: string | undefined) => {
    const [origin, setOrigin] = useState<Origin>()
    const geolocation = useGeolocation(setOrigin)
    const locationFailed = geolocation.failed
    const query = useSearchStores(
        {
            parameters: {
                ...(origin ?? {}),
                ...(origin && 'postalCode' in origin && countryCode ? {countryCode} : {}),
                distanceUnit: 'km',
                maxDistance: MAX_DISTANCE_KM,
                limit: RESULT_LIMIT,
                c_clickAndCollect: 'true'
            }
        },
        {enabled: Boolean(origin), keepPreviousData: false}
    )

    const {clearFailure} = geolocation
    const searchText = useCallback(
        (text: string) => {
            clearFailure()
            const postalCode = text.trim().slice(0, 60)
            if (postalCode) setOrigin({postalCode})
        },
        [clearFailure]
    )

    const stores = (query.data as {data?: CollectionStore[]} | undefined)?.data ?? []
    const searched = Boolean(origin) && (query.isSuccess || query.isError)
    const problem: StoreSearchProblem | undefined = locationFailed
        ? 'location-not-found'
        : searched && !stores.length
        ? 'no-results'
        : undefined
    return {
        stores: locationFailed ? [] : stores,
        problem,
        isSearching: geolocation.locating || (Boolean(origin) && query.isFetching),
        searchText,
        searchNearMe: geolocation.locate
    }
}
