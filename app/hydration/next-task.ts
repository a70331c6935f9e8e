/** Resolves in a new task (not a microtask): the browser may paint and run input handlers before it. */
export const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0))
