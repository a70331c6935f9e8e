import {useCallback, useState} from 'react'
import {useSearchStores} from '@salesforce/commerce-sdk-react'
import type {StoreInfo} from '../../components/store-card'
import {type GeoPosition, useGeolocation} from '../../hooks/use-geolocation'

/** Countries with VELA shops, offered in the finder (the platform's store search needs one with a postcode). */
export const STORE_COUNTRIES = ['GB', 'IE', 'FR', 'IT', 'DE', 'NL', 'US', 'AU'] as const

/** Miles where people think in miles, kilometres elsewhere. */
export const distanceUnitFor = (siteCountry: string): 'mi' | 'km' =>
    siteCountry === 'GB' || siteCountry === 'US' ? 'mi' : 'km'

const MAX_DISTANCE = {km: 100, mi: 60}
const RESULT_LIMIT = 20

export type ShopSearchOrigin =
    | {postalCode: string; countryCode: string}
    | {latitude: number; longitude: number}

export type ShopSearchProblem = 'no-results' | 'location-not-found'

/**
 * Shops near a postcode or town (from the URL, so results render on the server and can be shared) or near the
 * shopper's position (browser only), nearest first, through the platform's store search.
 */
export const useShopSearch = (fromUrl: ShopSearchOrigin | undefined, unit: 'mi' | 'km') => {
    const [position, setPosition] = useState<GeoPosition>()
    const geolocation = useGeolocation(setPosition)
    const locationFailed = geolocation.failed
    const origin: ShopSearchOrigin | undefined = position ?? fromUrl
    const query = useSearchStores(
        {
            parameters: {
                ...(origin ?? {}),
                distanceUnit: unit,
                maxDistance: MAX_DISTANCE[unit],
                limit: RESULT_LIMIT
            }
        },
        {enabled: Boolean(origin), keepPreviousData: false}
    )

    /** A typed search replaces a position search. */
    const {clearFailure} = geolocation
    const clearPosition = useCallback(() => {
        setPosition(undefined)
        clearFailure()
    }, [clearFailure])

    const stores = ((query.data?.data ?? []) as StoreInfo[]).filter((store) => Boolean(store?.id))
    const searched = Boolean(origin) && (query.isSuccess || query.isError)
    const problem: ShopSearchProblem | undefined = locationFailed
        ? 'location-not-found'
        : searched && !stores.length
        ? 'no-results'
        : undefined
    return {
        stores: locationFailed ? [] : stores,
        problem,
        nearMe: Boolean(position),
        isLocating: geolocation.locating,
        isSearching: Boolean(origin) && query.isFetching,
        searchNearMe: geolocation.locate,
        clearPosition
    }
}
