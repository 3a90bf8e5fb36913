import type { ConstraintCase } from './form-control-suite.js';

/*
 * The constraints of a text control, each worded in English and one other bundled language, for
 * `runFormControlSuite`'s `constraints`: the base's test control and every text field check the
 * same cases, each taking the ones it enforces.
 */
export const textConstraints: readonly ConstraintCase[] = [
  {
    attributes: 'minlength="3"',
    value: 'ab',
    flag: 'tooShort',
    messages: {
      en: 'Please use at least 3 characters (you are currently using 2).',
      fi: 'Käytä vähintään 3 merkkiä (nyt merkkejä on 2).',
    },
  },
  {
    attributes: 'maxlength="1"',
    value: 'ab',
    flag: 'tooLong',
    messages: {
      en: 'Please use no more than 1 character (you are currently using 2).',
      fr: 'Veuillez utiliser au plus 1 caractère (vous en utilisez actuellement 2).',
    },
  },
  {
    attributes: 'pattern="[0-9]{5}"',
    value: '123',
    flag: 'patternMismatch',
    messages: { en: 'Please match the requested format.', sv: 'Använd det begärda formatet.' },
  },
  {
    attributes: 'type="email"',
    value: 'ada@',
    flag: 'typeMismatch',
    messages: { en: 'Please enter an email address.', fi: 'Anna sähköpostiosoite.' },
  },
  {
    attributes: 'type="url"',
    value: 'example.com',
    flag: 'typeMismatch',
    messages: { en: 'Please enter a URL.', de: 'Bitte geben Sie eine URL ein.' },
  },
  {
    attributes: 'type="number" min="5"',
    value: '3',
    flag: 'rangeUnderflow',
    messages: {
      en: 'Value must be 5 or more.',
      fr: 'La valeur doit être supérieure ou égale à 5.',
    },
  },
  {
    attributes: 'type="number" max="10"',
    value: '12',
    flag: 'rangeOverflow',
    messages: { en: 'Value must be 10 or less.', fi: 'Arvon on oltava enintään 10.' },
  },
  {
    attributes: 'type="number" step="0.5"',
    value: '1.2',
    flag: 'stepMismatch',
    messages: {
      en: 'Please enter a valid value. The two nearest valid values are 1 and 1.5.',
      de: 'Bitte geben Sie einen gültigen Wert ein. Die zwei nächsten gültigen Werte sind 1 und 1,5.',
    },
  },
];
