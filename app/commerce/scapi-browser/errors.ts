/** The SDK's error for a response that is not ok (when the client throws on bad responses). */
export class ResponseError extends Error {
    constructor(public response: Response) {
        super(`${response.status} ${response.statusText}`)
    }
}

/** The SDK's error for a platform maintenance window (the `sfdc_maintenance` response header). */
export class MaintenanceError extends Error {
    readonly status = 503

    constructor(readonly response: Response, readonly maintenanceType: 'system' | 'site') {
        super(`Service unavailable due to ${maintenanceType} maintenance`)
        this.name = 'MaintenanceError'
    }
}
