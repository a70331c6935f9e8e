export * from './pay-later-message'
