import { spawn } from 'node:child_process';

export interface Ran {
  output: string;
  seconds: number;
}

/** A command that failed, with everything it printed, so the harness can show why. */
export class CommandError extends Error {
  constructor(
    readonly commandLine: string,
    readonly output: string,
    readonly code: number | null,
  ) {
    super(`${commandLine} exited with ${code}`);
  }
}

/**
 * Runs a command to its end, keeping its output rather than streaming it: apps run side by side,
 * and interleaved logs from five npm installs would be unreadable.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Ran> {
  const started = performance.now();
  const commandLine = [command, ...args].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) resolve({ output, seconds: (performance.now() - started) / 1000 });
      else reject(new CommandError(commandLine, output, code));
    });
  });
}
