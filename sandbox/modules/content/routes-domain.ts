/**
 * GET /domain/{vse}?timestamp=|snapshotId=: the Virtual Staging API's domain generator, so
 * `StagingEnvironmentFactory(vse, {baseUrl: <sandbox>})` works. The answer is a plain-text hostname whose
 * first label carries the timestamp (`{base}-gvzrfgnzc-{ms}`) or snapshot (`{base}-fancfubgVq-{id}`);
 * /vse/{that host}/... then serves content as scheduled at that time (snapshots are treated as latest).
 */
import type {Router} from 'express'
import {invalidRequest} from './errors'
import {isValidHostname} from './view'

const TIMESTAMP_TAG = 'gvzrfgnzc'
const SNAPSHOT_TAG = 'fancfubgVq'

export const generateDomain = (vse: string, option: {timestamp: string} | {snapshotId: string}) => {
    const dot = vse.indexOf('.')
    const firstLabel = dot < 0 ? vse : vse.slice(0, dot)
    const rest = dot < 0 ? '' : vse.slice(dot)
    // Regenerating from an already time-machined domain replaces its tag and value.
    const base = firstLabel.split('-')[0]
    return 'timestamp' in option
        ? `${base}-${TIMESTAMP_TAG}-${option.timestamp}${rest}`
        : `${base}-${SNAPSHOT_TAG}-${option.snapshotId}${rest}`
}

export const domainRoutes = (api: Router) => {
    api.get('/:vse', (req, res) => {
        const {vse} = req.params
        const {timestamp, snapshotId} = req.query
        if (!isValidHostname(vse)) throw invalidRequest('The staging environment must be a hostname.', {vse})
        let host: string
        if (typeof timestamp === 'string' && /^\d{1,15}$/.test(timestamp))
            host = generateDomain(vse, {timestamp})
        else if (typeof snapshotId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(snapshotId)) {
            host = generateDomain(vse, {snapshotId})
        } else throw invalidRequest('Pass a numeric "timestamp" (epoch ms) or a "snapshotId".')
        res.type('text/plain').send(host)
    })
}
