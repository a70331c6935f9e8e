import {Button, type ButtonProps} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {paymentMessages as messages} from './messages'

/**
 * Apple's "Buy with Apple Pay" button: Safari draws it natively (`-webkit-appearance: -apple-pay-button`);
 * elsewhere (only a test stand-in offers Apple Pay there) a black button with the same words.
 */
export const ApplePayButton = (props: Omit<ButtonProps, 'children'>) => {
    const intl = useIntl()
    const label = intl.formatMessage(messages.applePay)
    return (
        <Button
            w="full"
            maxW="none"
            h="48px"
            bg="black"
            color="white"
            borderRadius="md"
            _hover={{bg: 'black', opacity: 0.9}}
            _active={{bg: 'black'}}
            aria-label={label}
            lang={intl.locale}
            sx={{
                '@supports (-webkit-appearance: -apple-pay-button)': {
                    WebkitAppearance: '-apple-pay-button',
                    ApplePayButtonType: 'buy',
                    ApplePayButtonStyle: 'black',
                    color: 'transparent'
                }
            }}
            {...props}
        >
            {label}
        </Button>
    )
}
