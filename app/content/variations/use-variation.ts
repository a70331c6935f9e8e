import {useMemo} from 'react'
import {useLocation} from 'react-router-dom'
import {useControllerQuery} from '../../commerce/controllers/use-controller'
import type {ContentJson} from '../content-types'
import {chooseVariation, previewCustomerGroup, variationsOf} from './choose-variation'

interface CustomerGroupsResponse {
    sfGroups?: string[]
    dlGroups?: string[]
}

/** Groups change only on login, logout or registration, which refetch shopper data anyway. */
const GROUPS_STALE_TIME = 300_000

/**
 * The shopper's customer groups, read in the browser only (store controller PWA-GetCustomerGroups): pages
 * stay shopper-independent, so the server and the first browser render both show default content.
 */
export const useCustomerGroups = (enabled = true): string[] | undefined => {
    const {data} = useControllerQuery<CustomerGroupsResponse>(
        'PWA-GetCustomerGroups',
        {},
        {shopper: true, enabled, staleTime: GROUPS_STALE_TIME}
    )
    return data?.sfGroups
}

/** The body to render for a block with variations: preview group first, then the shopper's groups. */
export const useVariation = (block: ContentJson): ContentJson => {
    const {search} = useLocation()
    const preview = previewCustomerGroup(search)
    const groups = useCustomerGroups(!preview && variationsOf(block).length > 0)
    return useMemo(() => chooseVariation(block, groups, preview), [block, preview, groups])
}
