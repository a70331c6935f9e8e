import {Box, List, ListItem, Text, VisuallyHidden} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {passwordMessages as messages} from './messages'
import {passwordRuleResults} from './password-rules'

/** The password rules, each ticked as the typed password meets it. */
export const PasswordRulesList = ({password, id}: {password: string; id?: string}) => {
    const intl = useIntl()
    return (
        <Box id={id} fontSize="sm" color="text.secondary">
            <Text mb={1}>{intl.formatMessage(messages.rulesHeading)}</Text>
            <List spacing={0.5}>
                {passwordRuleResults(password).map(({rule, met}) => (
                    <ListItem
                        key={rule}
                        display="flex"
                        alignItems="center"
                        gap={2}
                        color={met ? 'text.success' : undefined}
                    >
                        <Box as="span" aria-hidden w="14px" textAlign="center" fontWeight="bold">
                            {met ? '✓' : '·'}
                        </Box>
                        {intl.formatMessage(messages[rule])}
                        <VisuallyHidden>
                            ({intl.formatMessage(met ? messages.met : messages.notMet)})
                        </VisuallyHidden>
                    </ListItem>
                ))}
            </List>
        </Box>
    )
}
