import type { Translation } from '../translation.js';

export const de: Translation = {
  loading: 'Wird geladen',
  valueMissing: 'Bitte füllen Sie dieses Feld aus.',
  fieldRequired: 'Pflichtfeld',
  valueMissingChecked: 'Bitte klicken Sie dieses Kästchen an, wenn Sie fortfahren möchten.',
  valueMissingChoice: 'Bitte wählen Sie einen Eintrag aus der Liste aus.',
  valueMissingFile: 'Bitte wählen Sie eine Datei aus.',
  tooShort: { other: 'Bitte verwenden Sie mindestens {count} Zeichen (derzeit {length}).' },
  tooLong: { other: 'Bitte verwenden Sie höchstens {count} Zeichen (derzeit {length}).' },
  rangeUnderflow: 'Der Wert muss {min} oder größer sein.',
  rangeOverflow: 'Der Wert muss {max} oder kleiner sein.',
  stepMismatch:
    'Bitte geben Sie einen gültigen Wert ein. Die zwei nächsten gültigen Werte sind {below} und {above}.',
  patternMismatch: 'Bitte halten Sie sich an das vorgegebene Format.',
  typeMismatchEmail: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  typeMismatchUrl: 'Bitte geben Sie eine URL ein.',
  characterLimit: {
    one: 'Sie können bis zu {count} Zeichen eingeben.',
    other: 'Sie können bis zu {count} Zeichen eingeben.',
  },
  charactersRemaining: {
    one: 'Sie haben noch {count} Zeichen übrig',
    other: 'Sie haben noch {count} Zeichen übrig',
  },
  charactersTooMany: {
    one: 'Sie haben {count} Zeichen zu viel',
    other: 'Sie haben {count} Zeichen zu viel',
  },
};
