import {Box, Button, Flex, FormControl, FormErrorMessage, Text} from '@chakra-ui/react'
import type {KeyboardEvent} from 'react'
import {useIntl} from 'react-intl'
import type {SurveyScoreField} from '../../../content/model'
import {NPS_SCORES} from '../../../rules/validators'
import {signUpMessages as messages} from '../messages'
import type {FieldControlProps} from './field-props'
import {GroupLegend} from './group-legend'

/**
 * "NPS score 0-10, labelled 'Very unlikely' to 'Very likely'" (spec 001 §5.3): eleven buttons behaving as
 * one radio group (arrow keys move the choice, one tab stop), the end labels read with the first and last.
 */
export const NpsField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<SurveyScoreField, string>) => {
    const intl = useIntl()
    const low = intl.formatMessage(messages.npsLow)
    const high = intl.formatMessage(messages.npsHigh)
    const current = value === undefined || value === '' ? undefined : Number(value)
    const move = (event: KeyboardEvent<HTMLButtonElement>, score: number) => {
        const step = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1}[event.key]
        if (!step) return
        event.preventDefault()
        const next = Math.min(10, Math.max(0, score + step))
        onChange(String(next))
        const buttons =
            event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="radio"]')
        buttons?.[next]?.focus()
    }
    return (
        <FormControl as="fieldset" id={id} isInvalid={Boolean(error)} isRequired={field.required === true}>
            <GroupLegend required={field.required === true}>{field.label}</GroupLegend>
            <Box
                role="radiogroup"
                aria-label={field.label}
                display="grid"
                gridTemplateColumns="repeat(11, 1fr)"
                gap={1}
            >
                {NPS_SCORES.map((score) => {
                    const selected = current === score
                    const edge = score === 0 ? low : score === 10 ? high : undefined
                    return (
                        <Button
                            key={score}
                            role="radio"
                            aria-checked={selected}
                            aria-label={edge ? `${score} (${edge})` : String(score)}
                            tabIndex={selected || (current === undefined && score === 0) ? 0 : -1}
                            variant={selected ? 'primary' : 'secondary'}
                            size="sm"
                            minW={0}
                            px={0}
                            onClick={() => onChange(String(score))}
                            onKeyDown={(event) => move(event, score)}
                            onBlur={onBlur}
                        >
                            {score}
                        </Button>
                    )
                })}
            </Box>
            <Flex justify="space-between" mt={2} fontSize="xs" color="text.secondary" aria-hidden="true">
                <Text>{low}</Text>
                <Text>{high}</Text>
            </Flex>
            <FormErrorMessage>{error}</FormErrorMessage>
        </FormControl>
    )
}
