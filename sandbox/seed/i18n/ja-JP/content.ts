import type {Phrasebook} from '../phrasebook'
import {CONTENT_SHELL_JA} from './content-shell'
import {CONTENT_FORMS_JA} from './content-forms'
import {CONTENT_PAGES_JA} from './content-pages'
import {CONTENT_LEGAL_JA} from './content-legal'
import {CONTENT_INTERNAL_JA} from './content-internal'

/** CMS content in Japanese, by area. */
export const CONTENT_JA: Phrasebook = {
    ...CONTENT_SHELL_JA,
    ...CONTENT_FORMS_JA,
    ...CONTENT_PAGES_JA,
    ...CONTENT_LEGAL_JA,
    ...CONTENT_INTERNAL_JA
}
