import type {Router} from 'express'
import type {SandboxContext} from './context'

/**
 * One capability of the embedded platform (SLAS, catalogue, content, baskets...). Each module owns its tables,
 * its seed data and its routes, so modules can be built and tested independently.
 */
export interface SandboxModule {
    name: string
    /** Idempotent DDL (CREATE TABLE IF NOT EXISTS ...). */
    schema?: string
    /** Fills the module's tables on a fresh database. Must be deterministic. Runs after every schema exists. */
    seed?(ctx: SandboxContext): void
    /** Registers the module's routes on the sandbox's root router. */
    routes(router: Router, ctx: SandboxContext): void
}
