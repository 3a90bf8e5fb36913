import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../hosting/test-site.ts';
import { close, listen, rawRequest } from './test-support.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const startScript = path.join(repoRoot, 'site/server/start.ts');

interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];

/** `npm start` as the e2e tests run it, on a fixture site; never builds. */
function start(env: Record<string, string>, args = ['--no-build']): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', startScript, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': only then has everything the process wrote been read.
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function announcedPort(started: Started): Promise<number> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = /Skerry docs: http:\/\/127\.0\.0\.1:(\d+)\/\n/.exec(started.output().stdout);
    if (match) return Number(match[1]);
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not start: ${JSON.stringify(started.output())}`);
}

let fixture: Fixture;
beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fixture.remove();
});

// Concurrent: each case starts its own process, which takes a second or two, and took over 15 s
// at a load average of 30 (failure bounds only).
describe.concurrent('npm start (site/server/start.ts)', { timeout: 120_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves on 127.0.0.1, prints its URL, and stops cleanly on %s',
    async (signal) => {
      const started = start({ PORT: '0', SKERRY_DIST_DIR: fixture.root });
      const port = await announcedPort(started);
      const response = await rawRequest(port, '/a/b/');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<h1>B</h1>');
      // It shuts down cleanly with an idle keep-alive connection open. (How fast is not asserted:
      // timing belongs in the benchmark, not in a test that runs on a loaded machine.)
      const agent = new http.Agent({ keepAlive: true });
      await new Promise<void>((resolve, reject) =>
        http
          .get({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', reject),
      );
      started.child.kill(signal);
      expect(await started.exited).toEqual({ code: 0, signal: null });
      agent.destroy();
      agent.destroy();
    },
  );

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s with a clear message', async (port) => {
    const started = start({ PORT: port, SKERRY_DIST_DIR: fixture.root });
    expect((await started.exited).code).toBe(1);
    expect(started.output().stderr).toContain(`PORT must be a whole number from 0 to 65535`);
    expect(started.output().stdout).not.toContain('Skerry docs');
  });

  it('says so when the port is in use', async () => {
    const blocker = http.createServer();
    const port = await listen(blocker);
    try {
      const started = start({ PORT: String(port), SKERRY_DIST_DIR: fixture.root });
      expect((await started.exited).code).toBe(1);
      expect(started.output().stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await close(blocker);
    }
  });

  it('says so when there is no built site to serve', async () => {
    const started = start({ PORT: '0', SKERRY_DIST_DIR: `${fixture.dir}/missing` });
    expect((await started.exited).code).toBe(1);
    expect(started.output().stderr).toContain('There is no built site');
  });
});
