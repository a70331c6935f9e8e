export * from './threshold-banner'
export * from './threshold-bands'
