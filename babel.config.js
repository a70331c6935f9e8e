// PWA Kit's Babel preset (TypeScript, React, loadable, formatjs message ids), switched to React's automatic
// JSX runtime so components do not need to import React just for JSX, and without the plugins that rewrite
// ES2017/2018 syntax (async functions, object spread and rest, Object.assign, async generators). The preset
// already targets Node 18 and so ships optional chaining and class fields (ES2020+) to browsers as they are;
// rewriting older syntax bought no browser support, only bytes (a helper call for every spread and every
// destructured props rest) in every chunk.
const base = require('@salesforce/pwa-kit-dev/configs/babel/babel-config').default
const presetReact = require('@babel/preset-react')

const SYNTAX_REWRITES = [
    '@babel/plugin-transform-async-to-generator',
    '@babel/plugin-proposal-object-rest-spread',
    '@babel/plugin-transform-object-assign',
    '@babel/plugin-transform-async-generator-functions'
].map((name) => require(name))

const withAutomaticJsx = (presets) =>
    presets.map((preset) => (preset === presetReact ? [presetReact, {runtime: 'automatic'}] : preset))

// PWA Kit's test environment lists preset-env without options, which replaces the Node 18 target: every test
// then ran code compiled down to ES5 (regenerator for each async function, helper classes), slower to compile
// on a cold cache and slower to run. Tests run on the Node that runs them.
const presetEnv = require('@babel/preset-env')
const forRunningNode = (presets) =>
    presets.map((preset) => (preset === presetEnv ? [presetEnv, {targets: {node: 'current'}}] : preset))

module.exports = {
    ...base,
    presets: withAutomaticJsx(base.presets),
    plugins: base.plugins.filter((plugin) => !SYNTAX_REWRITES.includes(plugin)),
    env: {
        ...base.env,
        test: {...base.env.test, presets: forRunningNode(withAutomaticJsx(base.env.test.presets))}
    }
}
