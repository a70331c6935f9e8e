/** Countries a saved address may be in: where VELA delivers from its four sites. */
export const ADDRESS_COUNTRIES = [
    'GB',
    'IE',
    'FR',
    'DE',
    'IT',
    'ES',
    'NL',
    'BE',
    'US',
    'CA',
    'AU',
    'NZ',
    'JP',
    'CN'
] as const

/** Country names in the shopper's language, sorted for that language. */
export const countryOptions = (locale: string, include?: string): {code: string; name: string}[] => {
    const names = new Intl.DisplayNames([locale], {type: 'region'})
    const codes: string[] = [...ADDRESS_COUNTRIES]
    if (include && !codes.includes(include)) codes.push(include)
    return codes
        .map((code) => ({code, name: names.of(code) ?? code}))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
}
