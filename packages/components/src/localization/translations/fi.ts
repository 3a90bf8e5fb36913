import type { Translation } from '../translation.js';

export const fi: Translation = {
  loading: 'Ladataan',
  valueMissing: 'Täytä tämä kenttä.',
  fieldRequired: 'pakollinen',
  valueMissingChecked: 'Valitse tämä ruutu, jos haluat jatkaa.',
  valueMissingChoice: 'Valitse kohde luettelosta.',
  valueMissingFile: 'Valitse tiedosto.',
  tooShort: {
    one: 'Käytä vähintään {count} merkki (nyt merkkejä on {length}).',
    other: 'Käytä vähintään {count} merkkiä (nyt merkkejä on {length}).',
  },
  tooLong: {
    one: 'Käytä enintään {count} merkki (nyt merkkejä on {length}).',
    other: 'Käytä enintään {count} merkkiä (nyt merkkejä on {length}).',
  },
  rangeUnderflow: 'Arvon on oltava vähintään {min}.',
  rangeOverflow: 'Arvon on oltava enintään {max}.',
  stepMismatch: 'Anna kelvollinen arvo. Lähimmät kelvolliset arvot ovat {below} ja {above}.',
  patternMismatch: 'Noudata pyydettyä muotoa.',
  typeMismatchEmail: 'Anna sähköpostiosoite.',
  typeMismatchUrl: 'Anna URL-osoite.',
  characterLimit: {
    one: 'Voit kirjoittaa enintään {count} merkin.',
    other: 'Voit kirjoittaa enintään {count} merkkiä.',
  },
  charactersRemaining: {
    one: 'Jäljellä {count} merkki',
    other: 'Jäljellä {count} merkkiä',
  },
  charactersTooMany: {
    one: '{count} merkki liikaa',
    other: '{count} merkkiä liikaa',
  },
};
