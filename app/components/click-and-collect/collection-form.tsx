import type {ReactNode} from 'react'
import {Box, SimpleGrid, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {CollectionDetails} from '../../commerce/checkout'
import {allOf, maxLength, phoneValidator, validateName} from '../../rules/validators'
import {ADDRESS_LIMITS, TextField, useMaxLengthGuard, useTranslatedValidator} from '../shipping-address-form'
import {collectMessages as messages} from './messages'

export interface CollectionFormProps {
    defaultValues?: Partial<CollectionDetails>
    /** The store's country decides the phone rule. */
    countryCode?: string
    onSubmit: (details: CollectionDetails) => void | Promise<void>
    /** The submit button (and anything after it), rendered inside the form. */
    footer: ReactNode
}

/** "Collection form: firstName, lastName, phone" (spec 000 §3), with the name and phone rules of spec 001 §5.1. */
export const CollectionForm = ({defaultValues, countryCode, onSubmit, footer}: CollectionFormProps) => {
    const intl = useIntl()
    const translated = useTranslatedValidator()
    const form = useForm<CollectionDetails>({
        defaultValues: {firstName: '', lastName: '', phone: '', ...defaultValues}
    })
    const guard = useMaxLengthGuard(form)
    const {
        register,
        handleSubmit,
        formState: {errors}
    } = form
    const nameRule = translated(allOf(validateName, maxLength(ADDRESS_LIMITS.firstName)))
    const phoneRule = translated(allOf(maxLength(ADDRESS_LIMITS.phone), phoneValidator(countryCode)))
    return (
        <Box as="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
            <Stack spacing={5}>
                <Text textStyle="label">{intl.formatMessage(messages.collectorTitle)}</Text>
                <SimpleGrid columns={{base: 1, sm: 2}} spacing={5}>
                    <TextField
                        id="collect-firstName"
                        label={intl.formatMessage(messages.firstName)}
                        autoComplete="given-name"
                        isRequired
                        error={errors.firstName?.message}
                        {...register('firstName', {
                            validate: nameRule,
                            ...guard('firstName', ADDRESS_LIMITS.firstName)
                        })}
                    />
                    <TextField
                        id="collect-lastName"
                        label={intl.formatMessage(messages.lastName)}
                        autoComplete="family-name"
                        isRequired
                        error={errors.lastName?.message}
                        {...register('lastName', {
                            validate: nameRule,
                            ...guard('lastName', ADDRESS_LIMITS.lastName)
                        })}
                    />
                </SimpleGrid>
                <TextField
                    id="collect-phone"
                    label={intl.formatMessage(messages.phone)}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    isRequired
                    helper={intl.formatMessage(messages.collectorHint)}
                    error={errors.phone?.message}
                    {...register('phone', {validate: phoneRule, ...guard('phone', ADDRESS_LIMITS.phone)})}
                />
                {footer}
            </Stack>
        </Box>
    )
}
