/**
 * How a basket's tax is shown. Issue #13: "The GB bag shows 'Tax £10.00' beside a VAT-inclusive total, which
 * reads as tax added; say that VAT is included, as UK shops do" (US shows sales tax added). Prices on the GB,
 * EU and AU sites include VAT or GST (the platform's `taxation: 'gross'`); the US site adds sales tax to the
 * total (`taxation: 'net'`).
 */
export type TaxName = 'vat' | 'gst' | 'salesTax'

export interface TaxLine {
    name: TaxName
    /** true: the amount is already in the prices and the total; false: it is added to the total. */
    included: boolean
    /** The tax amount, or undefined while the platform has not calculated it yet. */
    amount?: number
}

/** The tax a site's prices carry: VAT in the UK and the EU, GST in Australia, sales tax in the US. */
export const taxNameFor = (siteCountry: string): TaxName =>
    siteCountry === 'US' ? 'salesTax' : siteCountry === 'AU' ? 'gst' : 'vat'

export const taxLine = (
    basket: {taxation?: 'gross' | 'net'; taxTotal?: number | null},
    siteCountry: string
): TaxLine => {
    const included = basket.taxation ? basket.taxation === 'gross' : siteCountry !== 'US'
    return {
        name: taxNameFor(siteCountry),
        included,
        ...(typeof basket.taxTotal === 'number' ? {amount: basket.taxTotal} : {})
    }
}
