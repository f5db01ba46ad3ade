/**
 * Lets the browser run other tasks (paint, input) between boot steps: evaluating the main chunk,
 * building the store and the first render are each a long task on a slow phone, and one task
 * holding them all blocks the main thread for hundreds of milliseconds (Total Blocking Time).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
