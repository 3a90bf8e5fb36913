import { afterEach, describe, expect, it } from 'vitest';
import { canonicalAddressScript } from './canonical-address.ts';

describe('canonicalAddressScript', () => {
  const replaced: string[] = [];
  const run = (href: string, state: unknown = null) => {
    const url = new URL(href);
    const history = {
      state,
      replaceState: (s: unknown, _title: string, to: string) => {
        expect(s).toBe(state);
        replaced.push(to);
      },
    };
    new Function('location', 'history', canonicalAddressScript)(url, history);
  };
  afterEach(() => (replaced.length = 0));

  it('replaces a page index address, keeping the query, the hash and the state', () => {
    run('https://x.test/foundation/color/index.html?a=1#contrast', { key: 'k' });
    expect(replaced).toEqual(['/foundation/color/?a=1#contrast']);
  });

  it('leaves every other address alone', () => {
    run('https://x.test/foundation/color/');
    run('https://x.test/foundation/color.html');
    run('https://x.test/notindex.html');
    expect(replaced).toEqual([]);
  });

  it('takes the home page to the site root', () => {
    run('https://x.test/index.html');
    expect(replaced).toEqual(['/']);
  });
});
