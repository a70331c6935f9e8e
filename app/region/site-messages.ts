/** The site and locale helpers' error messages, word for word from spec 001 §8. */
export const SITE_MESSAGES = {
    urlRequiredForSite: 'URL is required to find a site object.',
    noDefaultSite: "Can't find a matching default site. Please check your sites configuration.",
    noSites: "Can't find any sites from the config. Please check your configuration",
    noUrlKey: 'Cannot find url key. Please check your configuration file.',
    noConfig: 'Config is not defined.',
    siteRequiredForLocale: 'Site is not defined. It is required to look for locale object',
    urlRequiredForLocale: 'URL is required to look for the locale object'
} as const
