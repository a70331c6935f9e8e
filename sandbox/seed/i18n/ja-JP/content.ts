import type {Phrasebook} from '../phrasebook'

export const CONTENT_JA: Phrasebook = {}
