import type {Phrasebook} from '../phrasebook'
import {CONTENT_SHELL_FR} from './content-shell'
import {CONTENT_FORMS_FR} from './content-forms'
import {CONTENT_PAGES_FR} from './content-pages'
import {CONTENT_LEGAL_FR} from './content-legal'
import {CONTENT_INTERNAL_FR} from './content-internal'

/** CMS content in French, by area. */
export const CONTENT_FR: Phrasebook = {
    ...CONTENT_SHELL_FR,
    ...CONTENT_FORMS_FR,
    ...CONTENT_PAGES_FR,
    ...CONTENT_LEGAL_FR,
    ...CONTENT_INTERNAL_FR
}
