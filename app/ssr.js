// PWA Kit's build and dev server start from app/ssr.js; the server itself is written in TypeScript.
export * from './server'
