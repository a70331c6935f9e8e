import {useId, useState, type ReactNode} from 'react'
import {Box, Button} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'

/** Spec 001 §4.5/§9: collapsed to 50px, labelled Read More; expanded, labelled Read Less. */
export const COLLAPSED_HEIGHT = '50px'

const messages = defineMessages({
    more: {id: 'content.readMore.more', defaultMessage: 'Read More'},
    less: {id: 'content.readMore.less', defaultMessage: 'Read Less'}
})

export const ReadMore = ({children}: {children: ReactNode}) => {
    const intl = useIntl()
    const [expanded, setExpanded] = useState(false)
    const id = useId()
    return (
        <Box>
            <Box
                id={id}
                position="relative"
                maxH={expanded ? 'none' : COLLAPSED_HEIGHT}
                overflow="hidden"
                data-expanded={expanded}
                _after={
                    expanded
                        ? undefined
                        : {
                              content: '""',
                              position: 'absolute',
                              insetX: 0,
                              bottom: 0,
                              h: '24px',
                              bgGradient: 'linear(to-b, transparent, var(--read-more-fade, white))'
                          }
                }
            >
                {children}
            </Box>
            <Button
                variant="link"
                mt={3}
                color="inherit"
                fontSize="sm"
                fontWeight={600}
                letterSpacing="0.06em"
                textTransform="uppercase"
                textDecoration="underline"
                textUnderlineOffset="5px"
                aria-expanded={expanded}
                aria-controls={id}
                onClick={() => setExpanded((value) => !value)}
            >
                {intl.formatMessage(expanded ? messages.less : messages.more)}
            </Button>
        </Box>
    )
}
