import fs from 'node:fs';
import path from 'node:path';
import { run } from './exec.ts';
import { litCopies, litPackages, litProblems } from './lit-copies.ts';
import { lockfileDrift, readLockfile } from './lockfile.ts';

/** What `npm run` adds to the environment about the project it runs in: this repository. */
const callerVariables = /^npm_(package_|lifecycle_|command$|config_(local_prefix|call)$)/i;

/**
 * The environment an app's commands run in: without what `npm run test:consumers` says about
 * this repository (the app is a project of its own; npm settings such as a registry stay), and
 * without this repository's `node_modules/.bin` on PATH, so a tool the app forgot to install
 * fails there instead of being found here.
 */
export function appEnv(repoRoot: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!callerVariables.test(key)) env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !path.resolve(dir).startsWith(path.resolve(repoRoot) + path.sep))
    .join(path.delimiter);
  env.npm_config_update_notifier = 'false';
  return env;
}

/** Copies an app's sources outside the repository, without anything a local run left. */
export function copyApp(source: string, destination: string): void {
  fs.cpSync(source, destination, {
    recursive: true,
    filter: (file) => !['node_modules', 'dist'].includes(path.basename(file)),
  });
}

/**
 * Installs the app as a user would: its committed lockfile holds the third-party versions, and
 * the Skerry packages come from their tarballs, with their dependencies (Lit) from the registry.
 */
export async function installApp(
  appDir: string,
  tarballs: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const before = readLockfile(appDir);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], {
    cwd: appDir,
    env,
  });
  const drift = lockfileDrift(before, readLockfile(appDir));
  if (drift.length > 0) {
    throw new Error(
      `package-lock.json does not match package.json; refresh it (consumers/README.md):\n${drift.join('\n')}`,
    );
  }
}

/** Fails unless the install holds exactly one copy of Lit (two would define elements twice). */
export async function checkOneLit(appDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { output } = await run('npm', ['ls', ...litPackages, '--all', '--parseable'], {
    cwd: appDir,
    env,
  });
  const problems = litProblems(litCopies(output, appDir));
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
