import path from 'path'

type Rule = {test?: unknown; resolve?: {alias?: Record<string, string>}}
type Config = {name: string; resolve: {alias?: Record<string, string>}; module: {rules: (Rule | false)[]}}

// eslint-disable-next-line @typescript-eslint/no-var-requires
const configs = require('../../webpack.config.js') as Config[]

/** A file inside an installed package, as webpack sees the module that imports. */
export const installedFile = (...segments: string[]) => path.join('/app', 'node_modules', ...segments)

/** What `request` resolves to when `importer` imports it, in the named build: its alias, if any. */
export const aliasIn = (build: string, request: string, importer: string): string | undefined => {
    const config = configs.find((candidate) => candidate.name === build)
    const byImporter = config?.module.rules.find(
        (rule) =>
            rule && rule.test instanceof RegExp && rule.test.test(importer) && rule.resolve?.alias?.[request]
    )
    return (byImporter ? byImporter.resolve?.alias?.[request] : undefined) ?? config?.resolve.alias?.[request]
}
