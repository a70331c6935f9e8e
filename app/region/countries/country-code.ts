/** An upper-cased, trimmed country code; 'UK' is accepted as another name for GB. */
export const canonicalCountryCode = (code: string | undefined): string => {
    const upper = (code ?? '').trim().toUpperCase()
    return upper === 'UK' ? 'GB' : upper
}

/** A two-letter country code pattern; anything else is an unmatched detection result. */
export const isCountryCodeShape = (code: string | undefined): boolean =>
    /^[A-Z]{2}$/i.test((code ?? '').trim())
