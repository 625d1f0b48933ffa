import { BabyPage } from '../../baby-page.tsx';
import { picturesNoBaby } from '../../../features/pictures/components/no-baby.ts';
import styles from '../../../features/pictures/components/pictures.module.css';
import { UploadPanel } from '../../../features/pictures/components/upload-panel.tsx';
import { PICTURE_ROUTES } from '../../../features/pictures/routes.ts';
import { useAppRouter } from '../../../lib/router.ts';

/** 上传病历: pictures of the chosen baby's medical records, each with its upload progress. */
export default function UploadImgPage() {
  const router = useAppRouter();
  return (
    <BabyPage className={styles.page} noBaby={picturesNoBaby}>
      {(baby) => (
        <UploadPanel
          key={baby.babyId}
          babyId={baby.babyId}
          onViewAlbums={() => router.navigate(PICTURE_ROUTES.albums)}
        />
      )}
    </BabyPage>
  );
}
