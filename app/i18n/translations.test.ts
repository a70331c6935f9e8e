import fs from 'fs'
import path from 'path'
import {extractMessages} from '../../scripts/translations/extract'
import {LOCALES, SOURCE_LOCALE, TRANSLATIONS_DIR} from '../../scripts/translations/paths'
import {readMessages} from '../../scripts/translations/compile'

// Messages that are legitimately the same in every language (brand names, bare placeholders).
const IDENTICAL_ALLOWED: string[] = JSON.parse(
    fs.readFileSync(path.join(TRANSLATIONS_DIR, 'identical-allowed.json'), 'utf8')
) as string[]

const NON_ENGLISH = LOCALES.filter((locale) => !locale.startsWith('en'))

/** Placeholders ({name}, <tag>) a translation must keep so the code can fill them. */
const placeholders = (text: string) => (text.match(/\{[a-zA-Z0-9_]+|<\/?[a-zA-Z]+>/g) ?? []).sort()

describe('translations', () => {
    const source = extractMessages()
    const ids = Object.keys(source)

    test('translations/en-GB.json is the extraction of the current code', () => {
        const file = JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, `${SOURCE_LOCALE}.json`), 'utf8'))
        expect(file).toEqual(source)
    })

    test.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('%s has every message', (locale) => {
        const messages = readMessages(locale)
        expect(ids.filter((id) => !messages[id])).toEqual([])
    })

    test.each(NON_ENGLISH)('%s translates every message (not left in English)', (locale) => {
        const messages = readMessages(locale)
        const untranslated = ids.filter(
            (id) =>
                messages[id] &&
                messages[id].defaultMessage === source[id].defaultMessage &&
                /[a-zA-Z]{3}/.test(source[id].defaultMessage.replace(/\{[^}]*\}|<[^>]*>/g, '')) &&
                !IDENTICAL_ALLOWED.includes(id)
        )
        expect(untranslated).toEqual([])
    })

    test.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
        '%s keeps every placeholder',
        (locale) => {
            const messages = readMessages(locale)
            const broken = ids.filter(
                (id) =>
                    messages[id] &&
                    JSON.stringify(placeholders(messages[id].defaultMessage)) !==
                        JSON.stringify(placeholders(source[id].defaultMessage))
            )
            expect(broken).toEqual([])
        }
    )
})
