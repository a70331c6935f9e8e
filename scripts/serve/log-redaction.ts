import util from 'util'
import {redactLine} from './redact'

const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const

/**
 * Every line this process writes through `console` (the runtime's request log, its errors, the proxies' and
 * our own messages) is redacted before it reaches stdout/stderr, so no code path can log a reset token.
 */
export const redactConsole = (target: Console = console) => {
    for (const method of METHODS) {
        const original = target[method].bind(target)
        target[method] = (...args: unknown[]) => original(redactLine(util.format(...args)))
    }
}
