import {useEffect, useState} from 'react'
import {immediatePaymentProvider, loadPaymentProvider} from '.'
import type {PaymentProvider} from './types'

/** The configured payment provider for the payment step; the brand's provider's library loads here, on demand. */
export const usePaymentProvider = (id: string) => {
    const [state, setState] = useState<{provider?: PaymentProvider; failed: boolean}>(() => ({
        provider: immediatePaymentProvider(id),
        failed: false
    }))
    const loaded = Boolean(state.provider)
    useEffect(() => {
        if (loaded) return
        let live = true
        loadPaymentProvider(id).then(
            (provider) => live && setState({provider, failed: false}),
            (error: unknown) => {
                console.error('Payment provider failed to load', error instanceof Error ? error.message : '')
                if (live) setState({failed: true})
            }
        )
        return () => {
            live = false
        }
    }, [id, loaded])
    return state
}
