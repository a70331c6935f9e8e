import {Alert, AlertDescription} from '@chakra-ui/react'

export type Outcome = {kind: 'saved'; text: string} | {kind: 'failed'; text: string} | undefined

/** A form's result, announced: success politely, failure at once. */
export const FormOutcome = ({outcome}: {outcome: Outcome}) =>
    outcome ? (
        <Alert
            status={outcome.kind === 'saved' ? 'success' : 'error'}
            role={outcome.kind === 'saved' ? 'status' : 'alert'}
            variant="left-accent"
        >
            <AlertDescription>{outcome.text}</AlertDescription>
        </Alert>
    ) : null
