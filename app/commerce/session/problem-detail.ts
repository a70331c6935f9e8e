/** The `detail` of a platform problem response (`{type, title, detail}`), read without consuming the body. */
export const problemDetail = async (error: unknown): Promise<string | undefined> => {
    const response = (error as {response?: {clone?: () => {json: () => Promise<unknown>}}})?.response
    if (!response?.clone) return error instanceof Error ? error.message : undefined
    try {
        const body = (await response.clone().json()) as {detail?: unknown; title?: unknown}
        const detail = body?.detail ?? body?.title
        return typeof detail === 'string' ? detail : undefined
    } catch {
        return undefined
    }
}
