import type { Translation } from '../translation.js';

export const fr: Translation = {
  loading: 'Chargement',
  valueMissing: 'Veuillez renseigner ce champ.',
  fieldRequired: 'obligatoire',
  valueMissingChecked: 'Veuillez cocher cette case si vous souhaitez continuer.',
  valueMissingChoice: 'Veuillez sélectionner un élément de la liste.',
  valueMissingFile: 'Veuillez sélectionner un fichier.',
  valueMissingOption: 'Veuillez sélectionner l’une de ces options.',
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
  valueMissingGroupNamed: 'Sélectionnez au moins une option pour « {label} »',
  valueMissingGroup: 'Sélectionnez au moins une option',
  valueMissingRadioGroupNamed: 'Sélectionnez une option pour « {label} »',
  valueMissingRadioGroup: 'Sélectionnez une option',
  badInputNumber: 'Veuillez saisir un nombre.',
  clearEntry: 'Effacer la saisie',
  errorSummaryTitle: 'Il y a un problème',
  errorSummaryItem: '{label} : {message}',
  passwordShow: 'Afficher',
  passwordHide: 'Masquer',
  passwordShowLabel: 'Afficher le mot de passe',
  passwordHideLabel: 'Masquer le mot de passe',
  passwordShown: 'Votre mot de passe est affiché',
  passwordHidden: 'Votre mot de passe est masqué',
};
