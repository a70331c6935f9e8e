/**
 * Which content a request sees. The published view is the `published` layer at the server's clock; a
 * preview view (`/vse/{domain}/...`) overlays the `staging` layer and shows drafts. A time-machine domain
 * (first label ending in `-{epochMs}`, as /domain/{vse} generates) evaluates schedules at that time.
 */
import type {Clock} from '../../core/context'
import {invalidRequest} from './errors'

export interface View {
    preview: boolean
    /** Epoch ms at which `visibleFrom` / `visibleUntil` schedules are evaluated. */
    at: number
}

export const publishedView = (clock: Clock): View => ({preview: false, at: clock.now()})

const HOSTNAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})$/

export const isValidHostname = (value: string) => HOSTNAME.test(value) && !value.includes('..')

export const previewView = (domain: string, clock: Clock): View => {
    if (!isValidHostname(domain))
        throw invalidRequest('The staging environment must be a hostname.', {vse: domain})
    const firstLabel = domain.split('.')[0]
    const timestamp = /-(\d{10,15})$/.exec(firstLabel)?.[1]
    return {preview: true, at: timestamp ? Number(timestamp) : clock.now()}
}

export interface VisibilityRow {
    status: string
    visible_from: number | null
    visible_until: number | null
}

export const isVisible = (row: VisibilityRow, view: View) =>
    (row.status !== 'draft' || view.preview) &&
    (row.visible_from === null || view.at >= row.visible_from) &&
    (row.visible_until === null || view.at < row.visible_until)
