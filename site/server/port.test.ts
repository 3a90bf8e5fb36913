import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parsePort } from './port.ts';

describe('parsePort', () => {
  it.each<[string | undefined, number]>([
    [undefined, DEFAULT_PORT],
    ['', DEFAULT_PORT],
    ['4173', 4173],
    ['8080', 8080],
    ['0', 0],
    ['65535', 65535],
  ])('%j → %i', (value, port) => {
    expect(parsePort(value)).toEqual({ ok: true, port });
  });

  it.each(['65536', '99999', '-1', '80.5', '1e3', '0x50', ' 80', 'abc', '4173a', '123456'])(
    '%j is refused with a message naming it',
    (value) => {
      const result = parsePort(value);
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.message).toContain(`"${value}"`);
    },
  );

  it('defaults to 4173', () => {
    expect(DEFAULT_PORT).toBe(4173);
  });
});
