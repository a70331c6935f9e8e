/**
 * Tax tables. GB, EU and AU sites sell VAT/GST-inclusive (gross) prices; the US site sells net prices and adds
 * sales tax by the shipping state. Rates are the standard rates (state base rates for the US, no local taxes).
 */
export const GROSS_TAX_RATES: Record<string, number> = {
    GB: 0.2,
    IM: 0.2,
    IE: 0.23,
    FR: 0.2,
    DE: 0.19,
    IT: 0.22,
    ES: 0.21,
    NL: 0.21,
    BE: 0.21,
    AT: 0.2,
    PT: 0.23,
    FI: 0.255,
    LU: 0.17,
    GR: 0.24,
    DK: 0.25,
    SE: 0.25,
    PL: 0.23,
    AU: 0.1
}

export const US_STATE_TAX_RATES: Record<string, number> = {
    AL: 0.04,
    AZ: 0.056,
    CA: 0.0725,
    CO: 0.029,
    CT: 0.0635,
    FL: 0.06,
    GA: 0.04,
    HI: 0.04,
    IL: 0.0625,
    MA: 0.0625,
    MI: 0.06,
    MN: 0.06875,
    NJ: 0.06625,
    NV: 0.0685,
    NY: 0.04,
    OH: 0.0575,
    PA: 0.06,
    TX: 0.0625,
    VA: 0.053,
    WA: 0.065,
    // No state sales tax.
    AK: 0,
    DE: 0,
    MT: 0,
    NH: 0,
    OR: 0
}

/** States not listed above. */
export const US_DEFAULT_STATE_RATE = 0.05

export const NET_TAXATION_SITES = ['vela-us']
