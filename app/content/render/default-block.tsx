import {Box, Text} from '@chakra-ui/react'
import type {ContentJson} from '../content-types'
import {stripHtml} from '../html/strip-html'
import type {BlockProps} from './block-props'

/** Fields that hold links, colours, ids or settings rather than words for the shopper. */
const NOT_COPY = /(^_|link|url|href|id$|colou?r|anchor|schema|key|position|alignment|style|width|height)/i
const LOOKS_LIKE_VALUE = /^(https?:|\/|#[0-9a-f]{3,8}$|[a-z]+:)/i

/** The item's top-level text fields, in authoring order, as plain text. */
export const plainTextFields = (item: ContentJson): string[] =>
    Object.entries(item)
        .filter(([key, value]) => typeof value === 'string' && !NOT_COPY.test(key))
        .map(([, value]) => stripHtml(value as string))
        .filter((text) => text && !LOOKS_LIKE_VALUE.test(text))

/**
 * Spec 001 §2.6: a block whose schema the storefront does not know still shows its words (a new CMS type
 * published before the storefront supports it degrades to text, never to a broken page).
 */
const DefaultBlock = ({item}: BlockProps) => {
    const texts = plainTextFields(item)
    if (!texts.length) return null
    return (
        <Box
            as="section"
            maxW="1440px"
            mx="auto"
            px={{base: 5, md: 10}}
            py={8}
            data-schema={item._meta?.schema}
        >
            {texts.map((text, index) => (
                <Text key={index} mt={index ? 3 : 0} lineHeight={1.7}>
                    {text}
                </Text>
            ))}
        </Box>
    )
}

export default DefaultBlock
