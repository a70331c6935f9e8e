// PWA Kit builds app/request-processor.js as its own entry; the logic is written in TypeScript.
export * from './request-processing'
