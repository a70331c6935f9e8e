import {forwardRef, useState} from 'react'
import {IconButton, Input, InputGroup, InputRightElement, type InputProps} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {passwordMessages as messages} from './messages'

const EyeIcon = ({crossed}: {crossed: boolean}) => (
    <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden
    >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
)

/**
 * A password input that can be shown or hidden (spec 001 §5.1). The toggle is a real button with a pressed
 * state, so screen readers announce what it does; the value never leaves the input.
 */
export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField(props, ref) {
    const intl = useIntl()
    const [visible, setVisible] = useState(false)
    return (
        <InputGroup>
            <Input ref={ref} type={visible ? 'text' : 'password'} pr="52px" spellCheck={false} {...props} />
            <InputRightElement h="100%" w="48px">
                <IconButton
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={intl.formatMessage(visible ? messages.hide : messages.show)}
                    aria-pressed={visible}
                    icon={<EyeIcon crossed={visible} />}
                    onClick={() => setVisible((current) => !current)}
                />
            </InputRightElement>
        </InputGroup>
    )
})
