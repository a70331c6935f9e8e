/**
 * The provider's hosts per environment, for the hosted fields' stylesheet and the Content-Security-Policy
 * (its secure fields are iframes on `checkoutshopper-*`). No library import: the server's header code uses it.
 */
export const providerOrigin = (environment: string, kind: 'app' | 'cdn' = 'app') => {
    const name = /^live(-[a-z]+)?$/.test(environment) ? environment : 'test'
    return kind === 'cdn'
        ? `https://checkoutshopper-${name}.cdn.adyen.com`
        : `https://checkoutshopper-${name}.adyen.com`
}

/** Origins the page must allow for the configured provider (none for the sandbox). */
export const paymentProviderOrigins = (payment: {provider: string; environment?: string}): string[] =>
    payment.provider === 'adyen'
        ? [
              providerOrigin(payment.environment ?? 'test'),
              providerOrigin(payment.environment ?? 'test', 'cdn')
          ]
        : []
