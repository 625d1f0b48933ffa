/** heic-decode ships no types: the one call Sprout makes (README of heic-decode 2.x). */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  const decode: (input: { buffer: Uint8Array | ArrayBuffer }) => Promise<DecodedHeic>;
  export default decode;
}
