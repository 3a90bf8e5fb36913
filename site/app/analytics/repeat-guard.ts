/**
 * True when the value is the same as the previous one. A route change can be reported twice (a
 * redirect, a re-render, a hash change on the same path); each page should count once.
 */
export function createRepeatGuard(): (value: string) => boolean {
  let previous: string | undefined;
  return (value) => {
    const repeated = value === previous;
    previous = value;
    return repeated;
  };
}
