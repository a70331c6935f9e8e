import {execFileSync} from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import {COMPILED_DIR, FORMATJS, LOCALES, SOURCE_LOCALE, TRANSLATIONS_DIR, type MessageFile} from './paths'

const readMessages = (locale: string): MessageFile => {
    const file = path.join(TRANSLATIONS_DIR, `${locale}.json`)
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MessageFile) : {}
}

/**
 * Compiles each locale's messages to react-intl's pre-parsed AST (so the browser ships no message parser).
 * A message a locale lacks falls back to the English source, so a missing translation never breaks a page;
 * the translation tests make sure none is missing.
 */
export const compileTranslations = () => {
    const source = readMessages(SOURCE_LOCALE)
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-messages-'))
    fs.mkdirSync(COMPILED_DIR, {recursive: true})
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
