import type {Phrasebook} from '../phrasebook'
import {CONTENT_SHELL_IT} from './content-shell'
import {CONTENT_FORMS_IT} from './content-forms'
import {CONTENT_PAGES_IT} from './content-pages'
import {CONTENT_LEGAL_IT} from './content-legal'
import {CONTENT_INTERNAL_IT} from './content-internal'

/** CMS content in Italian, by area. */
export const CONTENT_IT: Phrasebook = {
    ...CONTENT_SHELL_IT,
    ...CONTENT_FORMS_IT,
    ...CONTENT_PAGES_IT,
    ...CONTENT_LEGAL_IT,
    ...CONTENT_INTERNAL_IT
}
