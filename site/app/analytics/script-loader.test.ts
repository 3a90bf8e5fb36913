import { describe, expect, it } from 'vitest';
import { fakeScript } from './fake-browser.ts';
import { type ScriptElementLike, createScriptLoader } from './script-loader.ts';

function setup() {
  const inserted: ScriptElementLike[] = [];
  const waiting: (() => void)[] = [];
  const load = createScriptLoader(
    (configure) => {
      const script = fakeScript();
      configure(script);
      inserted.push(script);
    },
    (task) => waiting.push(task),
  );
  const paint = () => waiting.splice(0).forEach((task) => task());
  return { load, inserted, paint };
}

describe('createScriptLoader', () => {
  it('inserts nothing until the scheduler runs', () => {
    const { load, inserted, paint } = setup();
    void load('https://cdn.example/a.js');
    expect(inserted).toHaveLength(0);
    paint();
    expect(inserted).toHaveLength(1);
  });

  it('inserts an async script with the requested attributes', () => {
    const { load, inserted, paint } = setup();
    void load('https://cdn.example/a.js', {
      crossOrigin: 'anonymous',
      referrerPolicy: 'no-referrer',
    });
    paint();
    expect(inserted[0]).toMatchObject({
      src: 'https://cdn.example/a.js',
      async: true,
      crossOrigin: 'anonymous',
      referrerPolicy: 'no-referrer',
    });
  });

  it('leaves the attributes alone when not asked', () => {
    const { load, inserted, paint } = setup();
    void load('https://cdn.example/a.js');
    paint();
    expect(inserted[0]).toMatchObject({ crossOrigin: null, referrerPolicy: '' });
  });

  it('inserts a src once and returns the same promise', () => {
    const { load, inserted, paint } = setup();
    const first = load('https://cdn.example/a.js');
    const second = load('https://cdn.example/a.js');
    void load('https://cdn.example/b.js');
    paint();
    expect(second).toBe(first);
    expect(inserted.map((script) => script.src)).toEqual([
      'https://cdn.example/a.js',
      'https://cdn.example/b.js',
    ]);
  });

  it('resolves when the script loads', async () => {
    const { load, inserted, paint } = setup();
    const promise = load('https://cdn.example/a.js');
    paint();
    inserted[0]?.onload?.(new Event('load'));
    await expect(promise).resolves.toBeUndefined();
  });

  it('rejects, naming the script, when it fails to load', async () => {
    const { load, inserted, paint } = setup();
    const promise = load('https://cdn.example/a.js');
    paint();
    inserted[0]?.onerror?.(new Event('error'));
    await expect(promise).rejects.toThrow('The script https://cdn.example/a.js failed to load');
  });
});
