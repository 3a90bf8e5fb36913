import { describe, expect, it } from 'vitest';
import {
  type LaterVariant,
  demoSourcesModule,
  registerDemoSources,
} from './sources-module.server.ts';

const variant = (code: string): LaterVariant => ({
  id: 'react',
  label: 'React',
  lang: 'tsx',
  code,
  html: `<pre>${code}</pre>`,
});

describe('a page’s later demo sources', () => {
  it('become a module named after the page and its content', () => {
    const specifier = registerDemoSources('core-components/button/index.mdx', [[variant('a')]]);
    expect(specifier).toMatch(
      /^virtual:skerry\/demo-sources\/core-components-button-index-[0-9a-f]{10}$/,
    );
    expect(registerDemoSources('core-components/button/index.mdx', [[variant('a')]])).toBe(
      specifier,
    );
    expect(registerDemoSources('core-components/button/index.mdx', [[variant('b')]])).not.toBe(
      specifier,
    );
  });

  it('serve the data they were registered with, safely quoted', () => {
    const demos = [[variant('</script><b>"quoted"</b>')]];
    const module = demoSourcesModule(registerDemoSources('page.mdx', demos))!;
    const literal = /^export default JSON\.parse\((.*)\);$/s.exec(module.trim())?.[1];
    expect(JSON.parse(JSON.parse(literal!))).toEqual(demos);
  });

  it('leave other modules alone and name a specifier no page registered', () => {
    expect(demoSourcesModule('virtual:skerry/nav')).toBeUndefined();
    expect(() => demoSourcesModule('virtual:skerry/demo-sources/gone-0123456789')).toThrow(
      'virtual:skerry/demo-sources/gone-0123456789: no page registered these demo sources',
    );
  });
});
