import {useServerContext} from '@salesforce/pwa-kit-react-sdk/ssr/universal/hooks'

/** The host the page is being served on: the request's Host header on the server, the address bar in the browser. */
export const useRequestHost = (): string | undefined => {
    const {req} = useServerContext()
    if (typeof window !== 'undefined') return window.location.host
    const forwarded = req?.headers['x-forwarded-host']
    return (typeof forwarded === 'string' ? forwarded.split(',')[0] : undefined) ?? req?.headers.host
}
