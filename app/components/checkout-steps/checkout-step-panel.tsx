import {useEffect, useRef, type ReactNode} from 'react'
import {Box, Button, Flex, Heading, VisuallyHidden} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {stepMessages as messages} from './messages'

export type StepState = 'active' | 'done' | 'upcoming'

export interface CheckoutStepPanelProps {
    number: number
    total: number
    title: string
    state: StepState
    /** What was chosen, shown once the step is done. */
    summary?: ReactNode
    onEdit?: () => void
    /** Move focus to the heading when the step opens (not on first render). */
    focusOnOpen?: boolean
    children?: ReactNode
}

const Marker = ({number, state}: {number: number; state: StepState}) => (
    <Flex
        aria-hidden
        boxSize="28px"
        flexShrink={0}
        align="center"
        justify="center"
        borderRadius="full"
        fontSize="xs"
        fontWeight="semibold"
        border="1px solid"
        borderColor={state === 'upcoming' ? 'grey.300' : 'brand.ink'}
        bg={state === 'upcoming' ? 'transparent' : 'brand.ink'}
        color={state === 'upcoming' ? 'text.muted' : 'text.inverse'}
    >
        {state === 'done' ? '✓' : number}
    </Flex>
)

/**
 * One checkout step (spec 000 §2: 1 email or login, 2 shipping, 3 payment): the open step shows its form,
 * a finished one what was chosen and an Edit action, a later one only its title.
 */
export const CheckoutStepPanel = ({
    number,
    total,
    title,
    state,
    summary,
    onEdit,
    focusOnOpen,
    children
}: CheckoutStepPanelProps) => {
    const intl = useIntl()
    const heading = useRef<HTMLHeadingElement>(null)
    const wasActive = useRef(state === 'active')
    useEffect(() => {
        if (state === 'active' && !wasActive.current && focusOnOpen) heading.current?.focus()
        wasActive.current = state === 'active'
    }, [state, focusOnOpen])

    return (
        <Box
            as="section"
            aria-labelledby={`checkout-step-${number}`}
            py={{base: 6, md: 8}}
            borderBottom="1px solid"
            borderColor="border.subtle"
            data-state={state}
        >
            <Flex align="center" gap={4}>
                <Marker number={number} state={state} />
                <Heading
                    as="h2"
                    id={`checkout-step-${number}`}
                    ref={heading}
                    tabIndex={-1}
                    flex="1"
                    fontSize={{base: 'md', md: 'lg'}}
                    letterSpacing="wide"
                    textTransform="uppercase"
                    color={state === 'upcoming' ? 'text.muted' : 'text.primary'}
                    _focus={{outline: 'none'}}
                >
                    <VisuallyHidden>{intl.formatMessage(messages.stepOf, {number, total})} </VisuallyHidden>
                    {title}
                    {state === 'done' ? (
                        <VisuallyHidden> ({intl.formatMessage(messages.completed)})</VisuallyHidden>
                    ) : null}
                </Heading>
                {state === 'done' && onEdit ? (
                    <Button
                        variant="link"
                        fontSize="sm"
                        onClick={onEdit}
                        aria-label={intl.formatMessage(messages.editLabel, {step: title})}
                    >
                        {intl.formatMessage(messages.edit)}
                    </Button>
                ) : null}
            </Flex>
            {state === 'done' && summary ? (
                <Box pl={{base: 0, sm: '44px'}} pt={4}>
                    {summary}
                </Box>
            ) : null}
            {state === 'active' ? (
                <Box pl={{base: 0, sm: '44px'}} pt={6}>
                    {children}
                </Box>
            ) : null}
        </Box>
    )
}
