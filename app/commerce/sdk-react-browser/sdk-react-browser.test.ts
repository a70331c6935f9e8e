import fs from 'fs'
import path from 'path'
import * as sdk from '@salesforce/commerce-sdk-react'
import * as browserEntry from '.'

/**
 * The browser build replaces the hooks SDK's entry with this module (webpack.config.js). A name the app imports
 * from the package but this module lacks would be undefined in the browser only, so every value the app's
 * source imports from the package must be here, and be the package's own export.
 */

const APP = path.resolve(__dirname, '../..')
const SDK_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@salesforce\/commerce-sdk-react'/g

const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return sourceFiles(full)
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
    })

/** The value names (not types) each app module imports from the package's entry. */
const importedNames = (): Map<string, string[]> => {
    const names = new Map<string, string[]>()
    for (const file of sourceFiles(APP)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(SDK_IMPORT)) {
            if (match[1]) continue
            for (const part of match[2].split(',')) {
                const name = part.trim().split(/\s+as\s+/)[0]
                if (!name || name.startsWith('type ')) continue
                names.set(name, [...(names.get(name) ?? []), path.relative(APP, file)])
            }
        }
    }
    return names
}

test('the app imports hooks from the package (the scan finds them)', () => {
    expect(importedNames().size).toBeGreaterThan(10)
})

test('every value the app imports from the package is in the browser entry, as the package exports it', () => {
    const exported = browserEntry as Record<string, unknown>
    const missing = [...importedNames()]
        .filter(([name]) => exported[name] === undefined)
        .map(([name, files]) => `${name} (${files[0]})`)
    expect(missing).toEqual([])
    for (const [name] of importedNames()) expect(exported[name]).toBe((sdk as Record<string, unknown>)[name])
})

test('the browser entry exports nothing the package does not', () => {
    for (const [name, value] of Object.entries(browserEntry)) {
        expect((sdk as Record<string, unknown>)[name]).toBe(value)
    }
})
