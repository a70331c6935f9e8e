// playwright-core's type declarations import 'zod' "if installed"; the unused-code checker brings zod 4, whose
// declarations need a newer TypeScript than the 4.9 PWA Kit builds with. Nothing here uses zod, so the
// compiler is pointed at this empty stand-in instead (tsconfig "paths").
export type ZodTypeAny = unknown
export declare const z: unknown
