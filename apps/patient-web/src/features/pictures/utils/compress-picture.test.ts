import { describe, expect, it } from 'vitest';
import { COMPRESSED_EDGE, compressedSize } from './compress-picture.ts';

describe('compressedSize', () => {
  it('scales the long side down to the edge and keeps the proportions', () => {
    expect(compressedSize(4032, 3024)).toEqual({ width: COMPRESSED_EDGE, height: 1536 });
    expect(compressedSize(3024, 4032)).toEqual({ width: 1536, height: COMPRESSED_EDGE });
  });
  it('never enlarges a small picture', () => {
    expect(compressedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
