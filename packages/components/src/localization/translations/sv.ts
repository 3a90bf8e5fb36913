import type { Translation } from '../translation.js';

export const sv: Translation = {
  loading: 'Läser in',
  valueMissing: 'Fyll i det här fältet.',
  fieldRequired: 'obligatoriskt',
  valueMissingChecked: 'Markera den här rutan om du vill fortsätta.',
  valueMissingChoice: 'Välj ett objekt i listan.',
  valueMissingFile: 'Välj en fil.',
  tooShort: { other: 'Använd minst {count} tecken (du använder nu {length}).' },
  tooLong: { other: 'Använd högst {count} tecken (du använder nu {length}).' },
  rangeUnderflow: 'Värdet måste vara {min} eller mer.',
  rangeOverflow: 'Värdet måste vara {max} eller mindre.',
  stepMismatch: 'Ange ett giltigt värde. De två närmaste giltiga värdena är {below} och {above}.',
  patternMismatch: 'Använd det begärda formatet.',
  typeMismatchEmail: 'Ange en e-postadress.',
  typeMismatchUrl: 'Ange en webbadress.',
  characterLimit: {
    one: 'Du kan skriva högst {count} tecken.',
    other: 'Du kan skriva högst {count} tecken.',
  },
  charactersRemaining: {
    one: 'Du har {count} tecken kvar',
    other: 'Du har {count} tecken kvar',
  },
  charactersTooMany: {
    one: 'Du har {count} tecken för mycket',
    other: 'Du har {count} tecken för mycket',
  },
};
