import path from 'path'

/**
 * The browser build replaces server-render modules with stand-ins (webpack.config.js). Jest loads the real
 * modules, so a name the real module gained but its stand-in lacks would pass every test and break every page
 * in the browser: each stand-in must export every value its module exports.
 */

type Config = {name: string; resolve: {alias?: Record<string, string>}}
// eslint-disable-next-line @typescript-eslint/no-var-requires
const configs = require('../../webpack.config.js') as Config[]

const client = configs.find((config) => config.name === 'client')
const standIns = Object.entries(client?.resolve.alias ?? {})
    .filter(([, replacement]) => /\.browser\.tsx?$/.test(replacement))
    .map(([alias, replacement]) => {
        // What the real module is required by: a storefront module's absolute path, or a package's name.
        const module = alias.replace(/\$$/, '')
        return [
            path.isAbsolute(module) ? path.relative(process.cwd(), module) : module,
            path.relative(process.cwd(), replacement),
            module
        ]
    })

test('the browser build has stand-ins to check', () => {
    expect(standIns.map(([module]) => module)).toEqual(
        expect.arrayContaining([
            'app/ssr/prepass',
            'app/ssr/load-page-queries',
            'react-helmet',
            'event-emitter'
        ])
    )
})

test.each(standIns)('%s: its stand-in %s exports every value it exports', (_, standIn, module) => {
    /* eslint-disable @typescript-eslint/no-var-requires */
    const real = Object.keys(require(module) as object).sort()
    const replacement = Object.keys(require(path.resolve(standIn)) as object)
    /* eslint-enable @typescript-eslint/no-var-requires */
    expect(real.filter((name) => !replacement.includes(name))).toEqual([])
})
