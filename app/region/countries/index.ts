export * from './country-code'
export * from './country-groups'
export * from './country-lookup'
export * from './country-table'
