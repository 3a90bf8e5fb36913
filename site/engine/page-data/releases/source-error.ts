/**
 * A problem in a changelog or a changeset, at a file and line: the build stops on it, naming
 * both, so a bad entry is fixed where it was written rather than shown wrong.
 */
export class ReleaseSourceError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'ReleaseSourceError';
  }
}
