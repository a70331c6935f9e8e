import {useMemo, type FormEvent} from 'react'
import {Alert, AlertIcon, Box, Button, Stack} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {RichText} from '../../content/html/rich-text'
import type {SignUpForm as SignUpFormModel} from '../../content/model'
import {isPhoneFieldShown} from '../../rules/validators'
import {isPhoneField, supportedFields} from './field-support'
import {useFieldRules, type FieldValue} from './field-rules'
import {signUpMessages as messages} from './messages'
import {SignUpField, type SignUpValues} from './sign-up-field'
import {collectAnswers} from './submit/sign-up-flow'
import {useSignUpSubmit} from './submit/use-sign-up-submit'
import {SuccessView} from './success-view'

export interface SignUpFormProps {
    form: SignUpFormModel
    /** Modal data's hideSMSField: the phone field is left out (spec 001 §5.1). */
    hideSMSField?: boolean
}

const keyOf = (index: number) => `field${index}`

const initialValue = (kind: string): FieldValue =>
    kind === 'checkbox' ? false : kind === 'checkbox-group' ? [] : ''

/**
 * A sign-up, campaign or survey form built from the CMS (spec 001 §3.5, §4.7, §5.3): its fields validated on
 * every event with the spec's messages, submitted by the campaign's flow; the success view then replaces it.
 */
export const SignUpForm = ({form, hideSMSField}: SignUpFormProps) => {
    const intl = useIntl()
    const rulesFor = useFieldRules()
    const phoneShown = isPhoneFieldShown(hideSMSField)
    const fields = useMemo(
        () =>
            supportedFields(form.fields, form._meta?.name).filter(
                (field) => phoneShown || !isPhoneField(field)
            ),
        [form.fields, form._meta?.name, phoneShown]
    )
    const {control, handleSubmit} = useForm<SignUpValues>({
        mode: 'all',
        defaultValues: Object.fromEntries(
            fields.map((field, index) => [keyOf(index), initialValue(field.kind)])
        )
    })
    const {state, submit} = useSignUpSubmit(form.campaignName)

    if (state.status === 'success') return <SuccessView form={form} dob={state.dob} />

    const onSubmit = handleSubmit((values) =>
        submit(collectAnswers(fields, values, keyOf, new Date()), phoneShown)
    )
    return (
        <Box
            as="form"
            noValidate
            aria-label={intl.formatMessage(messages.formLabel)}
            onSubmit={(event: FormEvent) => void onSubmit(event)}
        >
            <Stack spacing={6}>
                <RichText html={form.formCopy?.start} />
                {fields.map((field, index) => (
                    <SignUpField
                        key={keyOf(index)}
                        field={field}
                        formKey={keyOf(index)}
                        control={control}
                        validate={rulesFor(field)}
                        smsSmallPrint={form.inlineSmsCopy}
                    />
                ))}
                {state.status === 'idle' && state.recaptchaFailed ? (
                    <Alert
                        status="error"
                        role="alert"
                        bg="transparent"
                        borderWidth="1px"
                        borderColor="text.error"
                    >
                        <AlertIcon color="text.error" />
                        {intl.formatMessage(messages.recaptchaError)}
                    </Alert>
                ) : null}
                <Button
                    type="submit"
                    w="full"
                    maxW="none"
                    isLoading={state.status === 'submitting'}
                    loadingText={intl.formatMessage(messages.submitting)}
                >
                    {form.submitLabel}
                </Button>
                <RichText html={form.formCopy?.end} fontSize="sm" color="text.secondary" />
            </Stack>
        </Box>
    )
}
