import Database from 'better-sqlite3'
import fs from 'fs'
import path from 'path'
import type {SandboxContext} from './context'
import type {SandboxModule} from './module'

/**
 * Bump when the seed or any schema changes shape: a database written by an older seed is rebuilt on start
 * rather than half-migrated (the sandbox is a development platform; its data is reproducible).
 */
export const SEED_VERSION = 7

export const DATABASE_FILE = 'sandbox.sqlite'

export const openDatabase = (dataDir: string): Database.Database => {
    fs.mkdirSync(dataDir, {recursive: true})
    const db = new Database(path.join(dataDir, DATABASE_FILE))
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    return db
}

export const openMemoryDatabase = (): Database.Database => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    return db
}

const readSeedVersion = (db: Database.Database): number | undefined => {
    db.exec('CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
    const row = db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seed_version'").get() as
        | {value: string}
        | undefined
    return row ? Number(row.value) : undefined
}

const dropAllTables = (db: Database.Database) => {
    const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as {
        name: string
    }[]
    db.pragma('foreign_keys = OFF')
    for (const {name} of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`)
    db.pragma('foreign_keys = ON')
}

/**
 * Creates every module's tables and seeds them once. Returns true when a seed ran. Seeding is one transaction,
 * so an interrupted first start leaves an empty database that seeds again next time.
 */
export const prepareDatabase = (
    ctx: SandboxContext,
    modules: SandboxModule[],
    options: {reset?: boolean} = {}
) => {
    const {db} = ctx
    const current = readSeedVersion(db)
    if (options.reset || (current !== undefined && current !== SEED_VERSION)) dropAllTables(db)
    db.exec('CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
    for (const module of modules) if (module.schema) db.exec(module.schema)
    if (readSeedVersion(db) === SEED_VERSION) return false
    db.transaction(() => {
        for (const module of modules) module.seed?.(ctx)
        db.prepare("INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES ('seed_version', ?)").run(
            String(SEED_VERSION)
        )
    })()
    return true
}
