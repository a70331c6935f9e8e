/**
 * The browser build's stand-in for ./message-usage (webpack.config.js): which messages a render reads is
 * recorded only while the server renders a page, so the browser never constructs one.
 */
export class MessageUsage {
    constructor() {
        throw new Error('MessageUsage records server renders only')
    }
}
