import { describe, expect, it } from 'vitest';
import { peerRequirements } from './manifests.ts';

describe('peerRequirements', () => {
  it('collects the peer ranges direct dependencies declare on each other', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/typescript-eslint': {
          version: '8.74.0',
          peerDependencies: { typescript: '<6.1.0', eslint: '^10' },
        },
        'site/node_modules/@react-router/node': {
          version: '8.5.1',
          peerDependencies: { 'react-router': '8.5.1' },
        },
        // Nested copies and transitive packages are not our picks.
        'node_modules/a/node_modules/typescript-eslint': {
          version: '7.0.0',
          peerDependencies: { typescript: '<5' },
        },
        'node_modules/transitive': { version: '1.0.0', peerDependencies: { typescript: '<4' } },
      },
    };
    const names = new Set([
      'typescript-eslint',
      'typescript',
      'eslint',
      '@react-router/node',
      'react-router',
    ]);
    const found = peerRequirements(lock, names);
    expect(found.get('typescript')).toEqual([
      { from: 'typescript-eslint@8.74.0', fromName: 'typescript-eslint', range: '<6.1.0' },
    ]);
    expect(found.get('react-router')).toEqual([
      { from: '@react-router/node@8.5.1', fromName: '@react-router/node', range: '8.5.1' },
    ]);
    expect(found.get('eslint')).toHaveLength(1);
  });
});
