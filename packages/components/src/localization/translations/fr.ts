import type { Translation } from '../translation.js';

export const fr: Translation = {
  loading: 'Chargement',
  valueMissing: 'Veuillez renseigner ce champ.',
  fieldRequired: 'obligatoire',
  valueMissingChecked: 'Veuillez cocher cette case si vous souhaitez continuer.',
  valueMissingChoice: 'Veuillez sélectionner un élément de la liste.',
  valueMissingFile: 'Veuillez sélectionner un fichier.',
  tooShort: {
    one: 'Veuillez utiliser au moins {count} caractère (vous en utilisez actuellement {length}).',
    other:
      'Veuillez utiliser au moins {count} caractères (vous en utilisez actuellement {length}).',
  },
  tooLong: {
    one: 'Veuillez utiliser au plus {count} caractère (vous en utilisez actuellement {length}).',
    other: 'Veuillez utiliser au plus {count} caractères (vous en utilisez actuellement {length}).',
  },
  rangeUnderflow: 'La valeur doit être supérieure ou égale à {min}.',
  rangeOverflow: 'La valeur doit être inférieure ou égale à {max}.',
  stepMismatch:
    'Veuillez saisir une valeur valide. Les deux valeurs valides les plus proches sont {below} et {above}.',
  patternMismatch: 'Veuillez respecter le format demandé.',
  typeMismatchEmail: 'Veuillez saisir une adresse e-mail.',
  typeMismatchUrl: 'Veuillez saisir une URL.',
  characterLimit: {
    one: 'Vous pouvez saisir jusqu’à {count} caractère.',
    other: 'Vous pouvez saisir jusqu’à {count} caractères.',
  },
  charactersRemaining: {
    one: 'Il vous reste {count} caractère',
    other: 'Il vous reste {count} caractères',
  },
  charactersTooMany: {
    one: 'Vous avez {count} caractère en trop',
    other: 'Vous avez {count} caractères en trop',
  },
};
