import type {ReactNode} from 'react'
import {Box} from '@chakra-ui/react'

/** Spec 001 §9: mobile is under 768px. */
const MOBILE_ONLY = {base: 'inline', md: 'none'}
const DESKTOP_ONLY = {base: 'none', md: 'inline'}

/**
 * Copy with an optional mobile wording. Both are in the HTML (no layout shift, no hydration mismatch) and CSS
 * shows the one that fits; the hidden one is display:none, so assistive technology reads only one.
 */
export const ResponsiveCopy = ({text, mobileText}: {text: ReactNode; mobileText?: ReactNode}) => {
    if (!mobileText || mobileText === text) return <>{text}</>
    return (
        <>
            <Box as="span" display={MOBILE_ONLY}>
                {mobileText}
            </Box>
            <Box as="span" display={DESKTOP_ONLY}>
                {text}
            </Box>
        </>
    )
}
