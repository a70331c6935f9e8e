// PWA Kit's Babel preset (TypeScript, React, loadable, formatjs message ids), switched to React's automatic
// JSX runtime so components do not need to import React just for JSX.
const base = require('@salesforce/pwa-kit-dev/configs/babel/babel-config').default
const presetReact = require('@babel/preset-react')

const withAutomaticJsx = (presets) =>
    presets.map((preset) => (preset === presetReact ? [presetReact, {runtime: 'automatic'}] : preset))

module.exports = {
    ...base,
    presets: withAutomaticJsx(base.presets),
    env: {
        ...base.env,
        test: {...base.env.test, presets: withAutomaticJsx(base.env.test.presets)}
    }
}
