import {Box, Heading} from '@chakra-ui/react'
import {RichText} from '../../html/rich-text'
import type {GenericCopy} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {ReadMore} from './read-more'

const WIDTHS = {narrow: '560px', medium: '760px', full: '100%'}

/** Editorial text (SEO copy, introductions), optionally collapsed behind Read More. */
const GenericCopyBlock = ({item}: BlockProps<GenericCopy>) => {
    const options = item.displayOptions ?? {}
    const centred = options.alignment === 'centre'
    const body = <RichText html={item.paragraph} fontSize={{base: 'sm', md: 'md'}} color="text.secondary" />
    if (!item.header && !item.paragraph) return null
    return (
        <BlockSection anchorID={item.anchorID} px={GUTTER} py={{base: 6, md: 10}} mb={{base: 4, md: 6}}>
            <Box
                maxW={WIDTHS[options.width ?? 'medium'] ?? WIDTHS.medium}
                mx={centred ? 'auto' : 0}
                textAlign={centred ? 'center' : 'left'}
            >
                {item.header && (
                    <Heading
                        as="h2"
                        fontSize={{base: 'xl', md: '2xl'}}
                        fontWeight={700}
                        letterSpacing="-0.01em"
                        textTransform="uppercase"
                        mb={4}
                    >
                        {item.header}
                    </Heading>
                )}
                {options.readMore ? <ReadMore>{body}</ReadMore> : body}
            </Box>
        </BlockSection>
    )
}

export default GenericCopyBlock
