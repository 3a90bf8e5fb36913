import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  email,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  rangeValidators,
  required,
  requiredChecked,
  requiredFiles,
  requiredValues,
  step,
  url,
} from './index.js';

/* Validators read plain properties, so an element given them is all a test needs. */
function control<T extends object>(properties: T): Element & T {
  return Object.assign(document.createElement('div'), properties);
}

describe('validators', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('required', () => {
    it('fails an empty required value of each shape, with the message for that shape', () => {
      expect(required({ required: true, value: '' })).toEqual({
        flag: 'valueMissing',
        key: 'valueMissing',
      });
      expect(requiredChecked({ required: true, checked: false })?.key).toBe('valueMissingChecked');
      expect(requiredValues({ required: true, values: [] })?.key).toBe('valueMissingChoice');
      expect(requiredFiles({ required: true, files: [] })?.key).toBe('valueMissingFile');
    });

    it('passes a filled value, and any value that is not required', () => {
      expect(required({ required: true, value: 'x' })).toBeNull();
      expect(required({ required: false, value: '' })).toBeNull();
      expect(requiredChecked({ required: true, checked: true })).toBeNull();
      expect(requiredValues({ required: true, values: ['a'] })).toBeNull();
      expect(requiredFiles({ required: true, files: [new File([], 'a')] })).toBeNull();
    });
  });

  describe('minLength and maxLength', () => {
    it('report the limit as count and the current length', () => {
      expect(minLength(control({ value: 'ab', minLength: 3 }))).toEqual({
        flag: 'tooShort',
        key: 'tooShort',
        params: { count: 3, length: 2 },
      });
      expect(maxLength(control({ value: 'abcd', maxLength: 3 }))).toEqual({
        flag: 'tooLong',
        key: 'tooLong',
        params: { count: 3, length: 4 },
      });
    });

    it('pass an empty value, a value within the limits, and a negative (absent) limit', () => {
      expect(minLength(control({ value: '', minLength: 3 }))).toBeNull();
      expect(minLength(control({ value: 'abc', minLength: 3 }))).toBeNull();
      expect(maxLength(control({ value: 'abc', maxLength: 3 }))).toBeNull();
      expect(maxLength(control({ value: 'abc', maxLength: -1 }))).toBeNull();
    });

    it('warn once with SK009 when minlength is above maxlength', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = control({ value: 'abcd', minLength: 5, maxLength: 2 });
      minLength(el);
      minLength(el);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('SK009');
    });
  });

  describe('min, max and step', () => {
    it('fail values outside the range, naming the bound', () => {
      expect(min(control({ value: '3', min: '5' }))).toEqual({
        flag: 'rangeUnderflow',
        key: 'rangeUnderflow',
        params: { min: 5 },
      });
      expect(max(control({ value: '12', max: 10 }))?.params).toEqual({ max: 10 });
      expect(min(control({ value: '5', min: '5' }))).toBeNull();
      expect(max(control({ value: '', max: '1' }))).toBeNull();
    });

    it('count steps from min, and name the two nearest valid values', () => {
      expect(step(control({ value: '1.2', step: '0.5' }))?.params).toEqual({
        below: 1,
        above: 1.5,
      });
      expect(step(control({ value: '4', min: '1', step: '2' }))?.params).toEqual({
        below: 3,
        above: 5,
      });
      expect(step(control({ value: '0.3', step: '0.1' }))).toBeNull();
      expect(step(control({ value: '1.5', step: 'any' }))).toBeNull();
      // Without a step attribute, whole numbers, as <input type=number>.
      expect(step(control({ value: '1.5' }))?.flag).toBe('stepMismatch');
    });

    it('read another scale through parse and format', () => {
      const minutes = (text: string): number | null => {
        const match = /^(\d\d):(\d\d)$/.exec(text);
        return match ? Number(match[1]) * 60 + Number(match[2]) : null;
      };
      const hhmm = (value: number): string =>
        `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
      const [timeMin, , timeStep] = rangeValidators({ parse: minutes, format: hhmm });
      expect(timeMin(control({ value: '08:30', min: '09:00' }))?.params).toEqual({ min: '09:00' });
      expect(timeStep(control({ value: '09:10', min: '09:00', step: '15' }))?.params).toEqual({
        below: '09:00',
        above: '09:15',
      });
    });

    it('warn once with SK009 when min is above max', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = control({ value: '7', min: '10', max: '5' });
      min(el);
      max(el);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('SK009');
    });
  });

  describe('pattern', () => {
    it('matches the whole value, as the pattern attribute does', () => {
      expect(pattern(control({ value: '12345', pattern: '[0-9]{5}' }))).toBeNull();
      expect(pattern(control({ value: '123456', pattern: '[0-9]{5}' }))).toEqual({
        flag: 'patternMismatch',
        key: 'patternMismatch',
      });
      expect(pattern(control({ value: 'a|b', pattern: 'a|b' }))?.flag).toBe('patternMismatch');
      expect(pattern(control({ value: '', pattern: '[0-9]+' }))).toBeNull();
    });

    it('ignores an invalid pattern, with one SK008 warning per element', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = control({ value: 'x', pattern: '(' });
      expect(pattern(el)).toBeNull();
      expect(pattern(el)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('SK008');
    });
  });

  describe('email and url', () => {
    it('accept what <input type=email> accepts, and lists with multiple', () => {
      expect(email({ value: 'ada@example.com' })).toBeNull();
      expect(email({ value: 'ada@localhost' })).toBeNull();
      expect(email({ value: 'ada@' })?.key).toBe('typeMismatchEmail');
      expect(email({ value: 'a@b.c, d@e.f' })?.flag).toBe('typeMismatch');
      expect(email({ value: 'a@b.c, d@e.f', multiple: true })).toBeNull();
      expect(email({ value: '' })).toBeNull();
    });

    it('accept absolute URLs only', () => {
      expect(url({ value: 'https://skerry.design/' })).toBeNull();
      expect(url({ value: 'mailto:ada@example.com' })).toBeNull();
      expect(url({ value: 'example.com' })).toEqual({
        flag: 'typeMismatch',
        key: 'typeMismatchUrl',
      });
      expect(url({ value: '' })).toBeNull();
    });
  });
});
