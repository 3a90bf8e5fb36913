import { describe, expect, it } from 'vitest';
import { resolveParams } from './params.ts';

describe('resolveParams', () => {
  it('evaluates function defaults on every call', () => {
    let lang = 'en';
    const defaults = { lang: () => lang };
    expect(resolveParams([defaults], undefined, undefined)).toEqual({ lang: 'en' });
    lang = 'fr';
    expect(resolveParams([defaults], undefined, undefined)).toEqual({ lang: 'fr' });
  });

  it('reads @field and @nested.field references from the body', () => {
    const body = { id: 9, owner: { name: 'ada' } };
    expect(resolveParams([{ id: '@id', owner: '@owner.name' }], undefined, body)).toEqual({
      id: 9,
      owner: 'ada',
    });
  });

  it('resolves a reference to undefined without a body or field', () => {
    expect(resolveParams([{ id: '@id', deep: '@a.b' }], undefined, 'text')).toEqual({
      id: undefined,
      deep: undefined,
    });
  });

  it('lets action defaults override resource defaults and the call override both', () => {
    expect(
      resolveParams(
        [
          { a: 1, b: 1, c: 1 },
          { b: 2, c: 2 },
        ],
        { c: 3 },
        undefined,
      ),
    ).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('never interprets the call parameters', () => {
    expect(resolveParams([], { handle: '@ada' }, { ada: 'no' })).toEqual({ handle: '@ada' });
  });
});
