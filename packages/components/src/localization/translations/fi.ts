import type { Translation } from '../translation.js';

export const fi: Translation = {
  loading: 'Ladataan',
  valueMissing: 'Täytä tämä kenttä.',
};
