import {Box} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'

const messages = defineMessages({
    skip: {id: 'shell.skipToContent', defaultMessage: 'Skip to main content'}
})

/** The first focusable element: hidden until focused, then jumps past the header to <main id="main">. */
export const SkipLink = () => {
    const intl = useIntl()
    return (
        <Box
            as="a"
            href="#main"
            position="absolute"
            zIndex="skipLink"
            top={2}
            left={2}
            px={5}
            py={3}
            bg="brand.ink"
            color="text.inverse"
            fontSize="sm"
            fontWeight="semibold"
            transform="translateY(-200%)"
            _focus={{transform: 'translateY(0)'}}
            _focusVisible={{outline: '2px solid #ffffff', outlineOffset: '-4px'}}
        >
            {intl.formatMessage(messages.skip)}
        </Box>
    )
}
