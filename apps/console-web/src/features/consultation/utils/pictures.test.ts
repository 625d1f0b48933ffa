import { describe, expect, it } from 'vitest';
import { picturesOf } from './pictures.ts';

describe('picturesOf', () => {
  it('reads signed links in either shape, and nothing when the field is absent', () => {
    expect(picturesOf({ inquiryId: 1 })).toEqual([]);
    expect(
      picturesOf({
        pictures: [
          { url: 'https://x/a.jpg?sig=1', thumbnailUrl: 'https://x/a-t.jpg?sig=1' },
          'https://x/b.jpg',
          3,
        ],
      }),
    ).toEqual([
      { url: 'https://x/a.jpg?sig=1', thumbnailUrl: 'https://x/a-t.jpg?sig=1' },
      { url: 'https://x/b.jpg', thumbnailUrl: 'https://x/b.jpg' },
    ]);
  });
});
