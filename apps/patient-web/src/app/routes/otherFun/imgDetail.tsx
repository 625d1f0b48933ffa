import { IMAGE_CHOICE_MAX } from '@sprout/domain';
import { BabyPage } from '../../baby-page.tsx';
import { picturesNoBaby } from '../../../features/pictures/components/no-baby.ts';
import { PictureAlbums } from '../../../features/pictures/components/picture-albums.tsx';
import styles from '../../../features/pictures/components/pictures.module.css';
import { PICTURE_ROUTES } from '../../../features/pictures/routes.ts';
import { CONSULT_ROUTES } from '../../../features/consultation/routes.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { usePicturesForInquiry } from '../../../stores/pictures-for-inquiry.ts';

/**
 * 病历详情: the chosen baby's pictures in albums by date. Chosen pictures are carried to a new 图文问诊:
 * the parent picks the doctor on 找医生 first, and 提交问诊 takes the pictures in.
 */
export default function ImgDetailPage() {
  const router = useAppRouter();
  const carry = usePicturesForInquiry((s) => s.carry);
  return (
    <BabyPage className={styles.page} noBaby={picturesNoBaby}>
      {(baby) => (
        <PictureAlbums
          key={baby.babyId}
          babyId={baby.babyId}
          max={IMAGE_CHOICE_MAX}
          onUpload={() => router.navigate(PICTURE_ROUTES.upload)}
          onAttach={(pictureIds) => {
            carry(baby.babyId, pictureIds);
            router.navigate(CONSULT_ROUTES.doctor);
          }}
        />
      )}
    </BabyPage>
  );
}
