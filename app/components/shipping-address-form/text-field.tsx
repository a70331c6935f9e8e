import {forwardRef, type ReactNode} from 'react'
import {
    FormControl,
    FormErrorMessage,
    FormHelperText,
    FormLabel,
    Input,
    InputGroup,
    InputRightElement,
    type InputProps
} from '@chakra-ui/react'

export interface TextFieldProps extends InputProps {
    label: string
    error?: string
    helper?: string
    /** Something shown inside the field's right edge (a card brand). */
    adornment?: ReactNode
    isRequired?: boolean
    /** Shown under the field in place of the helper while there is no error (the length counter). */
    counter?: ReactNode
}

/**
 * A labelled text field: the label is tied to the input, an error is announced (aria-live) and described
 * (aria-describedby), and the field is marked invalid. Values are rendered by React as text, so whatever a
 * shopper types stays inert.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
    {label, error, helper, adornment, isRequired, counter, id, ...input},
    ref
) {
    return (
        <FormControl id={id} isInvalid={Boolean(error)} isRequired={isRequired}>
            <FormLabel requiredIndicator={<></>}>{label}</FormLabel>
            {/* Always the same tree: a brand appearing while typing must not remount the input (focus). */}
            <InputGroup>
                <Input ref={ref} {...(adornment ? {pe: '4.5rem'} : {})} {...input} />
                {adornment ? (
                    <InputRightElement h="48px" w="4.5rem" pointerEvents="none">
                        {adornment}
                    </InputRightElement>
                ) : null}
            </InputGroup>
            {error ? (
                <FormErrorMessage>{error}</FormErrorMessage>
            ) : counter ? (
                counter
            ) : helper ? (
                <FormHelperText color="text.muted">{helper}</FormHelperText>
            ) : null}
        </FormControl>
    )
})
