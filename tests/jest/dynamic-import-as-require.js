/**
 * Jest transform for commerce-sdk-isomorphic's prebuilt CommonJS bundle, used by the sandbox's tests. The bundle
 * loads Node's crypto with `import("crypto")`, which Jest's module sandbox cannot run without experimental VM
 * modules; that call is the only change needed. Babel did the same by recompiling all 520 kB of the bundle, about
 * 25 s of a cold test run.
 */
const crypto = require('crypto')

const DYNAMIC_IMPORT = /\bimport\((["'])([\w@/.-]+)\1\)/g
// As Node's import() of a CommonJS module: a namespace whose default is the module's exports.
const AS_REQUIRE = 'Promise.resolve().then(() => { const m = require($1$2$1); return {...m, default: m} })'

module.exports = {
    process(source) {
        return {code: source.replace(DYNAMIC_IMPORT, AS_REQUIRE)}
    },
    getCacheKey(source, filename) {
        return crypto
            .createHash('sha1')
            .update(DYNAMIC_IMPORT.source)
            .update(AS_REQUIRE)
            .update(filename)
            .update(source)
            .digest('hex')
    }
}
