import { describe, expect, it } from 'vitest';
import { typeCheck } from './type-check.ts';

describe('the bindings’ types', () => {
  // Each compile reads React's typings and the components' declarations: seconds, not ms.
  it.each(['@types/react', '@types/react-18'] as const)(
    'accept valid uses and reject wrong props and handlers with %s',
    (typings) => {
      expect(typeCheck(typings)).toEqual([]);
    },
  );
});
