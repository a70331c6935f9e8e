import {useState} from 'react'
import {Box, Button, Checkbox, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {useSession} from '../../commerce/session'
import {validateEmail, validatePassword} from '../../rules/validators'
import {TextField, useTranslatedValidator} from '../../components/shipping-address-form'
import {emailMessages as messages} from './messages'

interface LoginValues {
    email: string
    password: string
    rememberMe: boolean
}

/**
 * Sign-in at checkout (spec 000 §6: "Login at checkout takes email, password, token and rememberMe"), through
 * the session layer: the guest basket is merged and the account's email goes on the basket.
 */
export const CheckoutLoginForm = ({
    defaultEmail,
    onSignedIn
}: {
    defaultEmail?: string
    onSignedIn: () => void
}) => {
    const intl = useIntl()
    const {login} = useSession()
    const translated = useTranslatedValidator()
    const [failed, setFailed] = useState(false)
    const [showPassword, setShowPassword] = useState(false)
    const {
        register,
        handleSubmit,
        formState: {errors, isSubmitting}
    } = useForm<LoginValues>({defaultValues: {email: defaultEmail ?? '', password: '', rememberMe: false}})

    const submit = async ({email, password, rememberMe}: LoginValues) => {
        setFailed(false)
        try {
            await login({email: email.trim(), password, rememberMe})
            onSignedIn()
        } catch {
            setFailed(true)
        }
    }

    return (
        <Box as="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
            <Stack spacing={5}>
                <TextField
                    id="login-email"
                    type="email"
                    label={intl.formatMessage(messages.email)}
                    autoComplete="username"
                    isRequired
                    error={errors.email?.message}
                    {...register('email', {validate: translated(validateEmail)})}
                />
                <Box position="relative">
                    <TextField
                        id="login-password"
                        type={showPassword ? 'text' : 'password'}
                        label={intl.formatMessage(messages.password)}
                        autoComplete="current-password"
                        isRequired
                        error={errors.password?.message}
                        {...register('password', {validate: translated(validatePassword)})}
                    />
                    <Button
                        variant="link"
                        fontSize="xs"
                        position="absolute"
                        top={0}
                        right={0}
                        aria-label={intl.formatMessage(
                            showPassword ? messages.hidePasswordLabel : messages.showPasswordLabel
                        )}
                        onClick={() => setShowPassword((value) => !value)}
                    >
                        {intl.formatMessage(showPassword ? messages.hidePassword : messages.showPassword)}
                    </Button>
                </Box>
                <Checkbox {...register('rememberMe')}>{intl.formatMessage(messages.rememberMe)}</Checkbox>
                {failed ? (
                    <Text role="alert" color="text.error" fontSize="sm">
                        {intl.formatMessage(messages.loginFailed)}
                    </Text>
                ) : null}
                <Button type="submit" w="full" maxW="none" isLoading={isSubmitting}>
                    {intl.formatMessage(messages.signIn)}
                </Button>
            </Stack>
        </Box>
    )
}
