import type {ReactElement} from 'react'

/**
 * The browser build's stand-in for ./prepass (webpack.config.js): the data prepass runs only on the server, so
 * in the browser the answer is always no and the minifier drops the markup-skipping branches.
 */
export const prepassTree = (app: ReactElement) => app

export const useInPrepass = () => false

export const useSuspendsInPrepass = () => false
