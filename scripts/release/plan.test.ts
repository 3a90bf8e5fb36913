import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedPackages, pendingChangesets, releaseCommitMessage, releaseTag } from './plan.ts';

describe('release plan', () => {
  it('reads the pending changesets, not the folder README or config', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changesets-'));
    for (const name of ['README.md', 'config.json', 'b-change.md', 'a-change.md']) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(pendingChangesets(dir)).toEqual(['a-change.md', 'b-change.md']);
    fs.rmSync(dir, { recursive: true });
  });

  it('finds the packages whose version changed', () => {
    const before = [
      { name: '@skerry/tokens', version: '0.1.0' },
      { name: '@skerry/components', version: '0.1.0' },
    ];
    const after = [
      { name: '@skerry/tokens', version: '1.0.0' },
      { name: '@skerry/components', version: '0.1.0' },
    ];
    expect(changedPackages(before, after)).toEqual([{ name: '@skerry/tokens', version: '1.0.0' }]);
  });

  it('names one shared version once in the subject, and every tag in the body', () => {
    const message = releaseCommitMessage([
      { name: '@skerry/tokens', version: '1.0.0' },
      { name: '@skerry/components', version: '1.0.0' },
    ]);
    expect(message.split('\n')[0]).toBe('release: Skerry 1.0.0');
    expect(message).toContain('- @skerry/tokens@1.0.0\n- @skerry/components@1.0.0');
    expect(releaseTag({ name: '@skerry/icons', version: '1.2.3' })).toBe('@skerry/icons@1.2.3');
  });

  it('names the versions when packages were released apart', () => {
    const message = releaseCommitMessage([
      { name: '@skerry/tokens', version: '1.1.0' },
      { name: '@skerry/icons', version: '1.0.1' },
    ]);
    expect(message.split('\n')[0]).toBe('release: 2 packages (1.1.0, 1.0.1)');
    expect(() => releaseCommitMessage([])).toThrow(/at least one package/);
  });
});
