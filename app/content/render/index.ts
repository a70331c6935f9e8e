export * from './content-block'
