import {execFileSync} from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import {
    FORMATJS,
    IGNORE_GLOBS,
    ROOT,
    SOURCE_GLOB,
    SOURCE_LOCALE,
    TRANSLATIONS_DIR,
    type MessageFile
} from './paths'

/**
 * Extracts every message the storefront code defines (explicit ids, English defaults) into the source locale
 * file translations/en-GB.json. Other locale files are maintained by translators; `--check` only reports
 * whether the source file is up to date (used by the test suite).
 */
export const extractMessages = (): MessageFile => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'messages-')), 'messages.json')
    const ignores = IGNORE_GLOBS.flatMap((glob) => ['--ignore', glob])
    execFileSync(FORMATJS, ['extract', SOURCE_GLOB, ...ignores, '--out-file', out, '--throws'], {
        cwd: ROOT,
        stdio: 'pipe'
    })
    return JSON.parse(fs.readFileSync(out, 'utf8')) as MessageFile
}

const sourceFile = path.join(TRANSLATIONS_DIR, `${SOURCE_LOCALE}.json`)

if (require.main === module) {
    const messages = extractMessages()
    const serialised = JSON.stringify(messages, null, 2) + '\n'
    if (process.argv.includes('--check')) {
        const current = fs.existsSync(sourceFile) ? fs.readFileSync(sourceFile, 'utf8') : ''
        if (current !== serialised) {
            console.error('translations/en-GB.json is out of date: run `npm run extract:translations`.')
            process.exit(1)
        }
        console.log(`translations: ${Object.keys(messages).length} messages, source file up to date`)
    } else {
        fs.mkdirSync(TRANSLATIONS_DIR, {recursive: true})
        fs.writeFileSync(sourceFile, serialised)
        console.log(`translations: extracted ${Object.keys(messages).length} messages to ${sourceFile}`)
    }
}
