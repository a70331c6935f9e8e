// PWA Kit's webpack configuration with the storefront's client-bundle trims. Every byte of JavaScript on first
// load counts against the 200 kB budget; these modules are only needed on the server or at build time.
const path = require('path')
const configs = require('@salesforce/pwa-kit-dev/configs/webpack/config')

const SDK_REACT_BROWSER = path.resolve(__dirname, 'app/commerce/sdk-react-browser/index.ts')

const clientOnlyAliases = {
    // The Shopper API SDK as one pre-bundled file is ~57 kB gzip; the browser gets a client with its shape that
    // sends the same requests (app/commerce/scapi-browser/, checked against the SDK by its tests).
    'commerce-sdk-isomorphic$': path.resolve(__dirname, 'app/commerce/scapi-browser/index.ts'),
    // The hooks SDK's entry requires every hook of every API (62 kB gzip); this module re-exports only the hooks
    // the storefront uses, from the package's own files (app/commerce/sdk-react-browser/).
    '@salesforce/commerce-sdk-react$': SDK_REACT_BROWSER,
    // Server-render machinery with a browser stand-in beside it: the data prepass, the page-query loading that
    // runs it (the only importer of react-ssr-prepass), the record of the messages a render reads, and the HTML
    // filter, which the browser loads only for rich text the server did not render.
    ...Object.fromEntries(
        [
            'app/ssr/prepass',
            'app/ssr/load-page-queries',
            'app/i18n/message-usage',
            'app/content/html/safe-html'
        ].map((module) => [
            `${path.resolve(__dirname, module)}$`,
            path.resolve(__dirname, `${module}.browser.ts`)
        ])
    ),
    // The consent banner's server-rendered copy: the browser keeps its HTML and needs none of its code.
    [`${path.resolve(__dirname, 'app/engagement/consent/consent-island')}$`]: path.resolve(
        __dirname,
        'app/engagement/consent/consent-island.browser.tsx'
    ),
    // The head on the server is react-helmet's; in the browser it only has to follow navigation, which a small
    // stand-in does with react-helmet's rules and markers (5 kB gzip less on every page).
    'react-helmet$': path.resolve(__dirname, 'app/components/seo/helmet.browser.tsx'),
    // PWA Kit's page events need four methods; the package brings es5-ext with it (1.8 kB gzip).
    'event-emitter$': path.resolve(__dirname, 'app/rendering/event-emitter.browser.ts'),
    // Messages are compiled to ASTs at build time, so the browser never parses ICU messages. The module build:
    // the CommonJS one requires all of tslib's helpers (3.8 kB gzip) where this imports the two it uses.
    '@formatjs/icu-messageformat-parser$': path.resolve(
        __dirname,
        'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js'
    )
}

/**
 * Modules replaced in every build, server and browser: Chakra's deep merge runs on each render of each themed
 * component, and app/theme/merge-with.ts does what lodash's does (its tests compare the two) in a fraction of
 * the bytes and time.
 */
const everywhereAliases = {
    'lodash.mergewith$': path.resolve(__dirname, 'app/theme/merge-with.ts')
}

/**
 * Modules replaced in the production builds, server and browser: React's JSX runtime, by one that keeps the
 * compiler's props object instead of copying it for every element (app/rendering/jsx-runtime.ts). Development
 * builds keep React's, with its warnings (a missing key), as do the tests.
 */
const productionAliases =
    process.env.NODE_ENV === 'production'
        ? {'react/jsx-runtime$': path.resolve(__dirname, 'app/rendering/jsx-runtime.ts')}
        : {}

/**
 * Modules replaced in the server build only: Chakra's styled elements skip their style work in the data
 * prepass (app/ssr/server-styled.ts).
 */
const serverAliases = {
    '@emotion/styled$': path.resolve(__dirname, 'app/ssr/server-styled.ts')
}

/**
 * Modules replaced in the server build for one package's imports only (each replacement imports the real module
 * itself, as does every other module):
 * - Chakra's component packages get a `@chakra-ui/system` under which, in the data prepass, themed components
 *   skip resolving their style config and layout components render only their children
 *   (app/ssr/server-chakra-system.ts);
 * - PWA Kit's React SDK gets a `@loadable/server` whose chunk extractors share the build's parsed chunk stats
 *   (app/ssr/server-chunk-extractor.ts);
 * - PWA Kit's server renderer gets a route wrapping that wraps the routes and the app once, not per request
 *   (app/ssr/server-route-component.ts);
 * - emotion's styled gets a `@emotion/serialize` that keeps each styled element's serialisation per CSS text
 *   (app/ssr/server-emotion-serialize.ts).
 */
const serverAliasesByImporter = [
    {
        importers: /[\\/]node_modules[\\/]@chakra-ui[\\/](?!system[\\/])/,
        alias: {'@chakra-ui/system$': path.resolve(__dirname, 'app/ssr/server-chakra-system.ts')}
    },
    {
        importers: /[\\/]node_modules[\\/]@salesforce[\\/]pwa-kit-react-sdk[\\/]/,
        // Without `$`: PWA Kit's own alias for the package (one copy of it) has this key, and this one replaces it.
        alias: {'@loadable/server': path.resolve(__dirname, 'app/ssr/server-chunk-extractor.ts')}
    },
    {
        importers:
            /[\\/]node_modules[\\/]@salesforce[\\/]pwa-kit-react-sdk[\\/]ssr[\\/]server[\\/]react-rendering\.js$/,
        // The renderer's own relative request for the module.
        alias: {
            '../universal/components/route-component$': path.resolve(
                __dirname,
                'app/ssr/server-route-component.ts'
            )
        }
    },
    {
        importers: /[\\/]node_modules[\\/]@emotion[\\/]styled[\\/]/,
        alias: {'@emotion/serialize$': path.resolve(__dirname, 'app/ssr/server-emotion-serialize.ts')}
    }
]

const withAliasesByImporter = (config, entries) => ({
    ...config,
    module: {
        ...config.module,
        rules: [
            ...config.module.rules,
            ...entries.map(({importers, alias}) => ({test: importers, resolve: {alias}}))
        ]
    }
})

// Webpack tries aliases in order and PWA Kit's match whole packages ('react' also matches 'react/jsx-runtime'),
// so the storefront's come first (and win over any of the same name).
const withAliases = (config, aliases) => ({
    ...config,
    resolve: {...config.resolve, alias: {...aliases, ...config.resolve?.alias, ...aliases}}
})

/**
 * PWA Kit puts every node_modules package any chunk uses into vendor.js, which every page loads first. Limiting
 * the vendor chunk to packages the initial chunks need lets packages used only by lazily loaded code (forms,
 * dialogs, the CMS SDK...) travel with the chunks that use them.
 */
const withInitialVendorChunk = (optimization) => {
    const vendor = optimization?.splitChunks?.cacheGroups?.vendor
    if (!vendor) return optimization
    return {
        ...optimization,
        splitChunks: {
            ...optimization.splitChunks,
            cacheGroups: {...optimization.splitChunks.cacheGroups, vendor: {...vendor, chunks: 'initial'}}
        }
    }
}

/**
 * Server bundles run from disk on the server, where a few hundred kilobytes more cost nothing: unminified they
 * build faster and their stack traces name real functions and lines.
 */
const unminified = (config) => ({...config, optimization: {...config.optimization, minimize: false}})

/**
 * V8 compiles a function the first time it is called, on the main thread, unless the file says its functions
 * run at load (Chrome's explicit compile hint, a magic comment on the file's first line): then they are
 * compiled while the file streams in, on a background thread. Nearly all of main.js and vendor.js runs
 * during the page's start, so their compiling was main-thread work inside every stage of it (a new visitor's
 * browser has no code cache). Added after minification, which would drop the comment, and before the source
 * maps, which account for the extra line. Lazy chunks keep V8's default: most of their functions wait for a
 * shopper's action.
 */
const compileHints = {
    // The compiler's own webpack, so this file needs no webpack of its own beside PWA Kit's.
    apply: (compiler) =>
        new compiler.webpack.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /^(main|vendor)\.js$/,
            stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1
        }).apply(compiler)
}

module.exports = configs.map((config) =>
    config.target === 'node'
        ? unminified(
              withAliasesByImporter(
                  withAliases(config, {...everywhereAliases, ...productionAliases, ...serverAliases}),
                  serverAliasesByImporter
              )
          )
        : config.name === 'client'
        ? {
              ...withAliases(config, {...everywhereAliases, ...productionAliases, ...clientOnlyAliases}),
              module: {
                  ...config.module,
                  // Re-exports only: marked side-effect free, an import through it binds to the hook's own file,
                  // so a hook lands in the chunk of the page that uses it rather than in the first load.
                  rules: [...config.module.rules, {test: SDK_REACT_BROWSER, sideEffects: false}]
              },
              // `CLIENT_MAPS=1 npm run build` writes source maps beside the client bundle, to read a browser CPU
              // profile by source file (README, "Speed"); builds that ship have none.
              devtool: process.env.CLIENT_MAPS ? 'source-map' : config.devtool,
              optimization: withInitialVendorChunk(config.optimization),
              plugins: [...config.plugins, compileHints]
          }
        : withAliases(config, {...everywhereAliases, ...productionAliases})
)
