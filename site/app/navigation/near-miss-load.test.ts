import { describe, expect, it } from 'vitest';
import { nearMissReload } from './near-miss-load.ts';
import { buildPathIndex } from './resolve-path.ts';

const index = buildPathIndex(['/', '/core-components/button/', '/foundation/color/']);
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('nearMissReload', () => {
  it('sends a wrong-case address served the not-found page to the page, query and hash kept', () => {
    expect(nearMissReload(at('/Core-Components/Button/', '?a=1', '#usage'), '/', true, index)).toBe(
      '/core-components/button/?a=1#usage',
    );
    expect(nearMissReload(at('/FOUNDATION/Color'), '/', true, index)).toBe('/foundation/color/');
  });

  it('keeps the base path', () => {
    expect(nearMissReload(at('/docs/Core-Components/Button/'), '/docs/', true, index)).toBe(
      '/docs/core-components/button/',
    );
  });

  it('hydrates as usual when the address names no page, or the document is a page', () => {
    expect(nearMissReload(at('/core-components/buton/'), '/', true, index)).toBeNull();
    expect(nearMissReload(at('/%E0%A4%A/'), '/', true, index)).toBeNull();
    expect(nearMissReload(at('/Core-Components/Button/'), '/', false, index)).toBeNull();
    expect(nearMissReload(at('/core-components/button/'), '/', true, index)).toBeNull();
    expect(nearMissReload(at('/other/Core-Components/Button/'), '/docs/', true, index)).toBeNull();
  });
});
