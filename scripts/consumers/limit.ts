/**
 * At most `slots` tasks at once. The machine has two cores: installs wait on the network and
 * may all run together, but type checks and builds each take a core.
 */
export function limit(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
