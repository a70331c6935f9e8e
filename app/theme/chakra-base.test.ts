import fs from 'fs'
import path from 'path'
import {baseTheme} from '@chakra-ui/theme'
import {chakraBaseTheme, UNUSED_PALETTES} from './chakra-base'

test("the storefront's copy of Chakra's base theme is Chakra's base theme without the unused palettes", () => {
    const colors = {...baseTheme.colors} as Record<string, unknown>
    for (const palette of UNUSED_PALETTES) {
        // A Chakra upgrade that renames or drops one shows here.
        expect(colors[palette]).toBeDefined()
        delete colors[palette]
    }
    expect(chakraBaseTheme).toEqual({...baseTheme, colors})
})

test('no storefront source asks for a palette the theme leaves out', () => {
    const app = path.resolve(__dirname, '..')
    const sources = (fs.readdirSync(app, {recursive: true}) as string[]).filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('chakra-base.ts')
    )
    const palette = `(${UNUSED_PALETTES.join('|')})`
    // A token ('teal.500') or a colour scheme (colorScheme="teal", colorScheme: 'teal').
    const asked = new RegExp(
        `['"\`]${palette}\\.\\d{2,3}\\b|colorScheme\\s*[=:]\\s*\\{?\\s*['"]${palette}['"]`
    )
    const offenders = sources.filter((file) => asked.test(fs.readFileSync(path.join(app, file), 'utf8')))
    expect(offenders).toEqual([])
})
