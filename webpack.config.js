// PWA Kit's webpack configuration with the storefront's client-bundle trims. Every byte of JavaScript on first
// load counts against the 200 kB budget; these modules are only needed on the server or at build time.
const path = require('path')
const configs = require('@salesforce/pwa-kit-dev/configs/webpack/config')

const clientOnlyAliases = {
    // The SSR prepass walks the React tree on the server only.
    'react-ssr-prepass$': false,
    // Messages are compiled to ASTs at build time, so the browser never parses ICU messages.
    '@formatjs/icu-messageformat-parser$': path.resolve(
        __dirname,
        'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'
    )
}

module.exports = configs.map((config) =>
    config.name === 'client'
        ? {...config, resolve: {...config.resolve, alias: {...config.resolve.alias, ...clientOnlyAliases}}}
        : config
)
