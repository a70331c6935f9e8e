export interface StateOption {
    code: string
    name: string
}

/** The 50 US states and the District of Columbia: 51 entries (spec 001 §3.2). */
export const US_STATES: readonly StateOption[] = [
    {code: 'AL', name: 'Alabama'},
    {code: 'AK', name: 'Alaska'},
    {code: 'AZ', name: 'Arizona'},
    {code: 'AR', name: 'Arkansas'},
    {code: 'CA', name: 'California'},
    {code: 'CO', name: 'Colorado'},
    {code: 'CT', name: 'Connecticut'},
    {code: 'DE', name: 'Delaware'},
    {code: 'DC', name: 'District of Columbia'},
    {code: 'FL', name: 'Florida'},
    {code: 'GA', name: 'Georgia'},
    {code: 'HI', name: 'Hawaii'},
    {code: 'ID', name: 'Idaho'},
    {code: 'IL', name: 'Illinois'},
    {code: 'IN', name: 'Indiana'},
    {code: 'IA', name: 'Iowa'},
    {code: 'KS', name: 'Kansas'},
    {code: 'KY', name: 'Kentucky'},
    {code: 'LA', name: 'Louisiana'},
    {code: 'ME', name: 'Maine'},
    {code: 'MD', name: 'Maryland'},
    {code: 'MA', name: 'Massachusetts'},
    {code: 'MI', name: 'Michigan'},
    {code: 'MN', name: 'Minnesota'},
    {code: 'MS', name: 'Mississippi'},
    {code: 'MO', name: 'Missouri'},
    {code: 'MT', name: 'Montana'},
    {code: 'NE', name: 'Nebraska'},
    {code: 'NV', name: 'Nevada'},
    {code: 'NH', name: 'New Hampshire'},
    {code: 'NJ', name: 'New Jersey'},
    {code: 'NM', name: 'New Mexico'},
    {code: 'NY', name: 'New York'},
    {code: 'NC', name: 'North Carolina'},
    {code: 'ND', name: 'North Dakota'},
    {code: 'OH', name: 'Ohio'},
    {code: 'OK', name: 'Oklahoma'},
    {code: 'OR', name: 'Oregon'},
    {code: 'PA', name: 'Pennsylvania'},
    {code: 'RI', name: 'Rhode Island'},
    {code: 'SC', name: 'South Carolina'},
    {code: 'SD', name: 'South Dakota'},
    {code: 'TN', name: 'Tennessee'},
    {code: 'TX', name: 'Texas'},
    {code: 'UT', name: 'Utah'},
    {code: 'VT', name: 'Vermont'},
    {code: 'VA', name: 'Virginia'},
    {code: 'WA', name: 'Washington'},
    {code: 'WV', name: 'West Virginia'},
    {code: 'WI', name: 'Wisconsin'},
    {code: 'WY', name: 'Wyoming'}
]

/** The 13 Canadian provinces and territories (spec 001 §3.2). */
export const CANADIAN_PROVINCES: readonly StateOption[] = [
    {code: 'AB', name: 'Alberta'},
    {code: 'BC', name: 'British Columbia'},
    {code: 'MB', name: 'Manitoba'},
    {code: 'NB', name: 'New Brunswick'},
    {code: 'NL', name: 'Newfoundland and Labrador'},
    {code: 'NT', name: 'Northwest Territories'},
    {code: 'NS', name: 'Nova Scotia'},
    {code: 'NU', name: 'Nunavut'},
    {code: 'ON', name: 'Ontario'},
    {code: 'PE', name: 'Prince Edward Island'},
    {code: 'QC', name: 'Quebec'},
    {code: 'SK', name: 'Saskatchewan'},
    {code: 'YT', name: 'Yukon'}
]

/** The state list for an address country; empty where the form has no state field. */
export const statesFor = (countryCode: string | undefined): readonly StateOption[] => {
    const country = (countryCode ?? '').toUpperCase()
    return country === 'US' ? US_STATES : country === 'CA' ? CANADIAN_PROVINCES : []
}

/** "The state code is sent only for US addresses" (spec 001 §5.1). */
export const stateCodeToSend = (
    countryCode: string | undefined,
    stateCode: string | undefined
): string | undefined => ((countryCode ?? '').toUpperCase() === 'US' && stateCode ? stateCode : undefined)
