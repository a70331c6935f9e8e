export * from './content-block'
export type {BlockProps} from './block-props'
