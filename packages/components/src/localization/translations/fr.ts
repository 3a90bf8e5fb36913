import type { Translation } from '../translation.js';

export const fr: Translation = {
  loading: 'Chargement',
  valueMissing: 'Veuillez renseigner ce champ.',
};
