import { routes } from '@sprout/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-client.ts';
import { PICTURE_ALBUMS_PATH } from './use-picture-albums.ts';

/** Takes a picture out of the albums; the albums are read again. */
export const useDeletePicture = () => {
  const client = useQueryClient();
  return useApiMutation(routes.pictures.pictureDelete, {
    loading: true,
    onSuccess: () => client.invalidateQueries({ queryKey: [PICTURE_ALBUMS_PATH] }),
  });
};
