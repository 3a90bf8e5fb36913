/** wawoff2 ships no types; this is the one function the social cards use. */
declare module 'wawoff2/decompress.js' {
  /** Unpacks a WOFF2 font to the TrueType/OpenType file it was made from. */
  export default function decompress(data: Uint8Array): Promise<Uint8Array>;
}
