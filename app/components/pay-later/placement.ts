import {loadScriptOnce} from '../vendor-script/load-script'

/**
 * The pay-later provider's on-site messaging contract (its script defines `Afterpay.createPlacements`); the
 * sandbox's stand-in script implements the same contract, so this module is the same in both setups and only
 * the script URL changes. Loaded as its own chunk, after the page is interactive.
 */
interface ProviderGlobal {
    createPlacements: (options: {targetSelector: string; attributes: Record<string, string>}) => void
}

declare global {
    interface Window {
        Afterpay?: ProviderGlobal
    }
}

export interface PlacementOptions {
    scriptUrl: string
    clientId: string
    /** The provider's locale form, e.g. en_GB. */
    locale: string
    currency: string
    /** In minor units (spec 001 §4.5 "amount sent in minor units (x100)"). */
    amount: number
    pageType: 'product' | 'cart'
}

export interface Placement {
    /** "updates the amount when ready": the provider re-renders from the element's amount. */
    update: (amount: number) => void
    destroy: () => void
}

let sequence = 0

/** Loads the provider's script (once per page) and creates a placement inside `container`. */
export const createPlacement = async (
    container: HTMLElement,
    options: PlacementOptions
): Promise<Placement> => {
    await loadScriptOnce(options.scriptUrl)
    const provider = window.Afterpay
    if (!provider?.createPlacements) throw new Error('The pay-later script did not start')
    const element = document.createElement('afterpay-placement')
    sequence += 1
    element.id = `pay-later-placement-${sequence}`
    const attributes = {
        locale: options.locale,
        currency: options.currency,
        amount: String(options.amount),
        'client-id': options.clientId,
        'page-type': options.pageType
    }
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-${name}`, value)
    container.replaceChildren(element)
    provider.createPlacements({targetSelector: `#${element.id}`, attributes})
    return {
        update: (amount) => element.setAttribute('data-amount', String(amount)),
        destroy: () => element.remove()
    }
}
