/** The CMS's authoring application, where editors change the items they preview. */
export const AUTHORING_APP_ORIGIN = 'https://app.amplience.net'

/** The authoring tool's edit page of one content item. */
export const authoringEditUrl = (hubName: string, deliveryId: string) =>
    `${AUTHORING_APP_ORIGIN}/#!/${encodeURIComponent(
        hubName
    )}/authoring/content-item/edit/${encodeURIComponent(deliveryId)}`
