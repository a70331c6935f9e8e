import {useEffect, useRef} from 'react'
import {useQueryClient} from '@tanstack/react-query'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSettledCustomerId} from '../session/session-ready'
import {useHistory, useLocation} from 'react-router-dom'
import {mergeBasketUuid, withoutParams} from '../../rules/account'
import {callController} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'
import {sessionStart} from '../session'
import {useBasketGateOpen} from './basket-gate'

interface MergeAnswer {
    success?: boolean
    outcome?: 'merged' | 'already-merged' | 'own-basket'
}

const isBasketKey = (key: readonly unknown[]) => key[0] === '/commerce-sdk-react' && key.includes('/baskets')

/**
 * "mergeBasketUUID" (spec 000 §2): a link carrying a basket shared from another device or the mobile app
 * merges it into the shopper's own through the SharedBasket controller, once the session is established (the
 * context has been sent with the UUID). The bag then opens on the merged lines, and the parameter leaves the
 * address bar so a reload does not ask again. An expired or unknown link is a normal state: the shopper's
 * bag stays as it was.
 */
export const useSharedBasketMerge = () => {
    const {search} = useLocation()
    const history = useHistory()
    const queryClient = useQueryClient()
    const scope = useControllerScope()
    const {getTokenWhenReady} = useAccessToken()
    const customerId = useSettledCustomerId()
    const gateOpen = useBasketGateOpen()
    const uuid = mergeBasketUuid(search)
    const asked = useRef<string>()
    const latest = useRef({scope, getTokenWhenReady, history, queryClient})
    latest.current = {scope, getTokenWhenReady, history, queryClient}

    useEffect(() => {
        if (!uuid || !customerId || !gateOpen || asked.current === uuid) return
        asked.current = uuid
        const {
            scope: current,
            getTokenWhenReady: token,
            history: router,
            queryClient: client
        } = latest.current
        const merge = async () => {
            // The session sends the context (with this UUID) first; the merge comes after it.
            await sessionStart.wait()
            const accessToken = await token()
            const answer = await callController<MergeAnswer>(current, 'SharedBasket-MergeSharedBasket', {
                params: {basketUUID: uuid},
                accessToken
            })
            await client.invalidateQueries({predicate: ({queryKey}) => isBasketKey(queryKey)})
            return answer.outcome === 'merged'
        }
        merge()
            .catch((error: unknown) => {
                console.warn('Shared basket not merged', error instanceof Error ? error.message : error)
                return false
            })
            .then((merged) => {
                const rest = withoutParams(router.location.search, ['mergeBasketUUID'])
                const search = merged ? `${rest ? `${rest}&` : '?'}basket=show` : rest
                router.replace({pathname: router.location.pathname, search})
            })
            .catch(() => undefined)
    }, [uuid, customerId, gateOpen])
}
