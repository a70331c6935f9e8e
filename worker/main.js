// The service worker entry PWA Kit builds to build/worker.js and the server serves at /worker.js. The logic
// lives in TypeScript under worker/src; this file stays the fixed entry point the build looks for.
import './src/service-worker'
