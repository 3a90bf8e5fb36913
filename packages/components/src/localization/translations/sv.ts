import type { Translation } from '../translation.js';

export const sv: Translation = {
  loading: 'Läser in',
  valueMissing: 'Fyll i det här fältet.',
};
