import { describe, expect, it } from 'vitest';
import { fullLoadPath } from './chunk-error-text.ts';

describe('fullLoadPath', () => {
  it('names the page as the reader reads its address: decoded, with the query', () => {
    expect(fullLoadPath('https://x.test/foundation/caf%C3%A9/?q=1#top')).toBe(
      '/foundation/café/?q=1',
    );
  });

  it('keeps a malformed escape as it is rather than fail', () => {
    expect(fullLoadPath('https://x.test/a%zz/')).toBe('/a%zz/');
  });
});
