import {Box, Flex, Stack, Switch, Text} from '@chakra-ui/react'
import {useId} from 'react'
import {useIntl} from 'react-intl'
import {ESSENTIAL_GROUP} from '../../rules/engagement/consent'
import {GROUP_COPY} from './consent-groups'
import {consentMessages as messages} from './messages'

export interface ConsentPreferencesProps {
    chosen: ReadonlySet<string>
    onToggle: (group: string, on: boolean) => void
}

/** One switch per consent group; the essential group is shown switched on and cannot be changed. */
export const ConsentPreferences = ({chosen, onToggle}: ConsentPreferencesProps) => {
    const intl = useIntl()
    const id = useId()
    return (
        <Stack as="ul" listStyleType="none" spacing={0} borderTop="1px solid" borderColor="border.subtle">
            {GROUP_COPY.map(({group, label, text}) => {
                const essential = group === ESSENTIAL_GROUP
                const switchId = `${id}-${group}`
                return (
                    <Flex
                        as="li"
                        key={group}
                        gap={4}
                        py={3}
                        align="center"
                        borderBottom="1px solid"
                        borderColor="border.subtle"
                    >
                        <Box flex="1">
                            <Text as="label" htmlFor={switchId} fontWeight="semibold" fontSize="sm">
                                {intl.formatMessage(label)}
                            </Text>
                            <Text id={`${switchId}-text`} fontSize="sm" color="text.secondary">
                                {intl.formatMessage(text)}
                            </Text>
                        </Box>
                        {essential ? (
                            <Text fontSize="xs" fontWeight="semibold" color="text.accent" whiteSpace="nowrap">
                                {intl.formatMessage(messages.alwaysOn)}
                            </Text>
                        ) : null}
                        <Switch
                            id={switchId}
                            aria-describedby={`${switchId}-text`}
                            colorScheme="blackAlpha"
                            isChecked={essential || chosen.has(group)}
                            isDisabled={essential}
                            onChange={(event) => onToggle(group, event.target.checked)}
                        />
                    </Flex>
                )
            })}
        </Stack>
    )
}
