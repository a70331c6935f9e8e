import {execFileSync} from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

export const RESULTS_DIR = path.resolve(__dirname, '..', 'results')

const commit = () => {
    try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim()
    } catch {
        return 'unknown'
    }
}

/** Writes results/<name>.json (latest) and a timestamped copy, with the machine they were measured on. */
export const saveResults = (name: string, data: unknown): string => {
    fs.mkdirSync(RESULTS_DIR, {recursive: true})
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const document = {
        benchmark: name,
        measuredAt: new Date().toISOString(),
        commit: commit(),
        machine: {cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version},
        data
    }
    const latest = path.join(RESULTS_DIR, `${name}.json`)
    fs.writeFileSync(latest, JSON.stringify(document, null, 2))
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}-${stamp}.json`), JSON.stringify(document, null, 2))
    return latest
}

/** Prints rows as an aligned table; numbers right-aligned. */
export const printTable = (header: string[], rows: (string | number)[][]) => {
    const cells = [header, ...rows.map((row) => row.map(String))]
    const widths = header.map((_title, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)))
    const numeric = header.map(
        (_title, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number')
    )
    for (const row of cells) {
        console.log(
            row
                .map((cell, column) =>
                    numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])
                )
                .join('  ')
        )
    }
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1)
