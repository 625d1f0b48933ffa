/** heic-decode ships no types: the calls Sprout makes (README of heic-decode 2.x). */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode: () => Promise<DecodedHeic>;
  }
  interface Decode {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
    /** Every image of the file, read up to its size; pixels only on decode(). Free them with dispose(). */
    all: (input: { buffer: Uint8Array | ArrayBuffer }) => Promise<HeicImage[] & { dispose: () => void }>;
  }
  const decode: Decode;
  export default decode;
}
