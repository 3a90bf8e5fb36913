/** The brand colours the theme builder's tests derive: very light, very dark, saturated, grey, Skerry's own. */
export const brands = [
  '#0065ab',
  '#fff59d',
  '#ffffff',
  '#0a0a23',
  '#000000',
  '#ff00ff',
  '#00ff00',
  '#ff0000',
  '#808080',
];
