import { routes } from '@sprout/contract/routes';
import { useApiQuery } from '../../../lib/api-client.ts';

/** A baby's pictures in albums by date. Links expire after minutes, so the answer is kept only briefly. */
export const usePictureAlbums = (babyId: number | null) =>
  useApiQuery(
    routes.pictures.pictureAlbums,
    { query: { babyId: babyId ?? 0 } },
    { enabled: babyId !== null, staleTime: 60_000 },
  );

export const PICTURE_ALBUMS_PATH = routes.pictures.pictureAlbums.path;
