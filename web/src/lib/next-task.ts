/** Resolves in a task of its own: the work after it no longer adds to the current (long) task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
