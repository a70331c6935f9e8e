import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

export const ROOT = path.resolve(__dirname, '..', '..')
export const BUILD_DIR = process.env.BUILD_DIR
    ? path.resolve(process.env.BUILD_DIR)
    : path.join(ROOT, 'build')

/**
 * A content hash of the client bundle: asset URLs contain it, so they can be cached forever and a new build
 * never serves stale scripts.
 */
export const computeBundleId = (buildDir = BUILD_DIR): string => {
    const hash = crypto.createHash('sha256')
    for (const name of fs.readdirSync(buildDir).sort()) {
        if (name.endsWith('.js') && !name.startsWith('ssr') && !name.startsWith('server-renderer')) {
            hash.update(name).update(fs.readFileSync(path.join(buildDir, name)))
        }
    }
    return hash.digest('hex').slice(0, 12)
}

/**
 * PWA Kit's production runtime only starts in its hosted (Lambda) mode; these are the variables it requires.
 * Must be set before build/ssr.js is loaded.
 */
export const prepareRuntimeEnvironment = (options: {port: number; publicHost: string; bundleId: string}) => {
    Object.assign(process.env, {
        AWS_LAMBDA_FUNCTION_NAME: process.env.AWS_LAMBDA_FUNCTION_NAME || 'local-production-host',
        BUNDLE_ID: options.bundleId,
        DEPLOY_TARGET: process.env.DEPLOY_TARGET || 'local',
        EXTERNAL_DOMAIN_NAME: options.publicHost,
        MOBIFY_PROPERTY_ID: process.env.MOBIFY_PROPERTY_ID || 'vela-storefront',
        NODE_ENV: 'production',
        PORT: String(options.port)
    })
}
