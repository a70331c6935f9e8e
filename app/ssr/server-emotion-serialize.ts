import {serializeStyles as emotionSerializeStyles} from '@emotion/serialize'
import {serialiseByText} from './serialise-by-text'

/**
 * The server build's `@emotion/serialize` for `@emotion/styled` only (webpack.config.js): a styled element's
 * serialisation is kept per CSS text (./serialise-by-text). Everything else is emotion's own.
 */
export * from '@emotion/serialize'
export const serializeStyles = serialiseByText(
    emotionSerializeStyles as Parameters<typeof serialiseByText>[0]
)
