import type { Translation } from '../translation.js';

export const de: Translation = {
  loading: 'Wird geladen',
  valueMissing: 'Bitte füllen Sie dieses Feld aus.',
};
