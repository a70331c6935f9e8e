import {execFileSync} from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import {
    COMPILED_DIR,
    FORMATJS,
    LOCALES,
    SOURCE_LOCALE,
    STATIC_MESSAGES_DIR,
    TRANSLATIONS_DIR,
    type MessageFile
} from './paths'

/**
 * A locale's translations: every JSON file in translations/{locale}/ (one per area of the storefront, so
 * teams translate their own area), merged. The English source is translations/en-GB.json, extracted from code.
 */
export const readMessages = (locale: string): MessageFile => {
    if (locale === SOURCE_LOCALE) {
        const file = path.join(TRANSLATIONS_DIR, `${SOURCE_LOCALE}.json`)
        return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MessageFile) : {}
    }
    const dir = path.join(TRANSLATIONS_DIR, locale)
    if (!fs.existsSync(dir)) return {}
    const merged: MessageFile = {}
    for (const name of fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()) {
        Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as MessageFile)
    }
    return merged
}

/**
 * Compiles each locale's messages to react-intl's pre-parsed AST (so the browser ships no message parser).
 * A message a locale lacks falls back to the English source, so a missing translation never breaks a page;
 * the translation tests make sure none is missing. The server bundles app/i18n/compiled/; browsers fetch the
 * same catalogue as a static file of the bundle (app/static/messages/, see app/i18n/fetch-messages.ts).
 */
export const compileTranslations = () => {
    const source = readMessages(SOURCE_LOCALE)
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-messages-'))
    fs.mkdirSync(COMPILED_DIR, {recursive: true})
    fs.mkdirSync(STATIC_MESSAGES_DIR, {recursive: true})
    for (const locale of LOCALES) {
        const merged = {...source, ...pick(readMessages(locale), Object.keys(source))}
        const input = path.join(workDir, `${locale}.json`)
        fs.writeFileSync(input, JSON.stringify(merged))
        execFileSync(
            FORMATJS,
            ['compile', input, '--ast', '--out-file', path.join(COMPILED_DIR, `${locale}.json`)],
            {
                stdio: 'pipe'
            }
        )
        fs.copyFileSync(
            path.join(COMPILED_DIR, `${locale}.json`),
            path.join(STATIC_MESSAGES_DIR, `${locale}.json`)
        )
    }
    return LOCALES.length
}

/** Stale ids (removed from the code) are not shipped. */
const pick = (messages: MessageFile, ids: string[]): MessageFile =>
    Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]))

if (require.main === module) {
    const count = compileTranslations()
    console.log(`translations: compiled ${count} locales to ${COMPILED_DIR}`)
}
