import {useCallback, useEffect, useRef} from 'react'
import type {ChangeEvent} from 'react'
import type {FieldValues, Path, PathValue, UseFormReturn} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {enforceMaxLength, OVER_LIMIT_REVERT_MS} from '../../rules/validators'
import {validationMessages} from './validation-messages'

/**
 * "Overlong input is cut, shows 'Please enter no more than {n} characters.' and the value reverts after
 * 100 ms" (spec 001 §5.1). Returns the `onChange` option for `register`.
 */
export const useMaxLengthGuard = <T extends FieldValues>(form: UseFormReturn<T>) => {
    const intl = useIntl()
    const timers = useRef<number[]>([])
    useEffect(
        () => () => {
            timers.current.forEach((timer) => window.clearTimeout(timer))
        },
        []
    )
    const {setError, setValue} = form
    return useCallback(
        (name: Path<T>, max: number) => ({
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
                const check = enforceMaxLength(event.target.value ?? '', max)
                if (!check.message) return
                setError(name, {
                    type: 'maxLength',
                    message: intl.formatMessage(validationMessages.maxLength, {max})
                })
                timers.current.push(
                    window.setTimeout(
                        () => setValue(name, check.value as PathValue<T, Path<T>>, {shouldDirty: true}),
                        OVER_LIMIT_REVERT_MS
                    )
                )
            }
        }),
        [intl, setError, setValue]
    )
}
