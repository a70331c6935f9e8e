// The four regional sites. Site ids are the commerce platform's; an environment variable per site lets the
// same build point at another instance's site ids. GB is the default site and carries no URL prefix.
const env = (name, fallback) => process.env[name] || fallback

module.exports = [
    {
        id: env('SITE_ID_GB', 'vela-gb'),
        alias: 'gb',
        country: 'GB',
        l10n: {
            supportedCurrencies: ['GBP'],
            defaultCurrency: 'GBP',
            defaultLocale: 'en-GB',
            supportedLocales: [
                {id: 'en-GB', preferredCurrency: 'GBP'},
                {id: 'zh-CN', preferredCurrency: 'GBP'},
                {id: 'ja-JP', preferredCurrency: 'GBP'}
            ]
        }
    },
    {
        id: env('SITE_ID_US', 'vela-us'),
        alias: 'us',
        country: 'US',
        l10n: {
            supportedCurrencies: ['USD'],
            defaultCurrency: 'USD',
            defaultLocale: 'en-US',
            supportedLocales: [{id: 'en-US', preferredCurrency: 'USD'}]
        }
    },
    {
        id: env('SITE_ID_EU', 'vela-eu'),
        alias: 'eu',
        country: 'IE',
        l10n: {
            supportedCurrencies: ['EUR'],
            defaultCurrency: 'EUR',
            defaultLocale: 'en-GB',
            supportedLocales: [
                {id: 'en-GB', preferredCurrency: 'EUR'},
                {id: 'fr-FR', preferredCurrency: 'EUR'},
                {id: 'it-IT', preferredCurrency: 'EUR'}
            ]
        }
    },
    {
        id: env('SITE_ID_AU', 'vela-au'),
        alias: 'au',
        country: 'AU',
        l10n: {
            supportedCurrencies: ['AUD'],
            defaultCurrency: 'AUD',
            defaultLocale: 'en-GB',
            supportedLocales: [{id: 'en-GB', preferredCurrency: 'AUD'}]
        }
    }
]
