import type {Phrasebook} from '../phrasebook'
import {CONTENT_SHELL_ZH} from './content-shell'
import {CONTENT_FORMS_ZH} from './content-forms'
import {CONTENT_PAGES_ZH} from './content-pages'
import {CONTENT_LEGAL_ZH} from './content-legal'
import {CONTENT_INTERNAL_ZH} from './content-internal'

/** CMS content in Simplified Chinese, by area. */
export const CONTENT_ZH: Phrasebook = {
    ...CONTENT_SHELL_ZH,
    ...CONTENT_FORMS_ZH,
    ...CONTENT_PAGES_ZH,
    ...CONTENT_LEGAL_ZH,
    ...CONTENT_INTERNAL_ZH
}
