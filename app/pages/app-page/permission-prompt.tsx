import {useState} from 'react'
import {Button, Stack, Text} from '@chakra-ui/react'
import {useIntl, type MessageDescriptor} from 'react-intl'
import {postToApp} from './app-bridge'
import {AppPageShell} from './app-page-shell'
import {appPageMessages as messages} from './messages'

export interface PermissionPromptProps {
    title: MessageDescriptor
    body: MessageDescriptor
    action: MessageDescriptor
    /** The message type the app acts on ('enablePushNotifications', 'enableLocation'). */
    messageType: string
}

type Outcome = 'sent' | 'outside-app'

/**
 * /enable-push-notification and /enable-location: why the app asks, then one button that hands the request
 * to the app (which shows the system prompt) and one to decline; both answers go to the app as JSON.
 */
export const PermissionPrompt = ({title, body, action, messageType}: PermissionPromptProps) => {
    const intl = useIntl()
    const [outcome, setOutcome] = useState<Outcome>()
    const answer = (granted: boolean) =>
        setOutcome(postToApp({type: messageType, granted}) ? 'sent' : 'outside-app')
    return (
        <AppPageShell title={intl.formatMessage(title)}>
            <Stack spacing={8}>
                <Text fontSize="lg" color="text.secondary">
                    {intl.formatMessage(body)}
                </Text>
                <Stack spacing={3}>
                    <Button w="full" maxW="none" onClick={() => answer(true)}>
                        {intl.formatMessage(action)}
                    </Button>
                    <Button w="full" maxW="none" variant="secondary" onClick={() => answer(false)}>
                        {intl.formatMessage(messages.notNow)}
                    </Button>
                </Stack>
                <Text role="status" fontSize="sm" color="text.secondary" minH="1.5em">
                    {outcome === 'sent'
                        ? intl.formatMessage(messages.sent)
                        : outcome === 'outside-app'
                        ? intl.formatMessage(messages.outsideApp)
                        : ''}
                </Text>
            </Stack>
        </AppPageShell>
    )
}
