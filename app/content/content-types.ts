/** The minimum every CMS item carries; block-specific shapes live in content/model. */
export interface ContentMetaJson {
    schema?: string
    name?: string
    deliveryId?: string
    deliveryKey?: string
    hierarchy?: {parentId?: string; root?: boolean}
}

export interface ContentJson {
    _meta?: ContentMetaJson
    [field: string]: unknown
}

export interface ContentTreeNode<T extends ContentJson = ContentJson> {
    content: T
    children: ContentTreeNode<T>[]
}
