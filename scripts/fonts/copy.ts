import fs from 'fs'
import path from 'path'
import {FONT_FILES} from '../../app/theme/fonts'

/**
 * Copies the self-hosted font files the theme declares from the installed @fontsource-variable packages into
 * app/static/fonts (served as static assets; webpack here has no CSS loader). Run after upgrading a font
 * package: `npx tsx scripts/fonts/copy.ts`. `--check` exits non-zero when a copy is missing or stale.
 */
const ROOT = path.resolve(__dirname, '..', '..')
const TARGET = path.join(ROOT, 'app', 'static', 'fonts')

const packageOf = (file: string) => `@fontsource-variable/${file.split('-')[0]}`

const main = () => {
    const check = process.argv.includes('--check')
    fs.mkdirSync(TARGET, {recursive: true})
    let stale = 0
    for (const {file} of FONT_FILES) {
        const source = path.join(ROOT, 'node_modules', packageOf(file), 'files', file)
        const target = path.join(TARGET, file)
        const same = fs.existsSync(target) && fs.readFileSync(target).equals(fs.readFileSync(source))
        if (same) continue
        stale += 1
        if (check) console.error(`fonts: ${file} is missing or out of date`)
        else fs.copyFileSync(source, target)
    }
    if (check && stale) process.exit(1)
    console.log(
        `fonts: ${FONT_FILES.length} files ${check ? 'checked' : 'in'} ${path.relative(ROOT, TARGET)}`
    )
}

main()
