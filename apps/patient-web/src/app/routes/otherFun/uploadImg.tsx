import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { BabySwitch } from '../../../features/growth/components/baby-switch.tsx';
import { NoBabyForPictures } from '../../../features/pictures/components/no-baby.tsx';
import styles from '../../../features/pictures/components/pictures.module.css';
import { UploadPanel } from '../../../features/pictures/components/upload-panel.tsx';
import { PICTURE_ROUTES } from '../../../features/pictures/routes.ts';
import { useAppRouter } from '../../../lib/router.ts';

/** 上传病历: pictures of the chosen baby's medical records, each with its upload progress. */
export default function UploadImgPage() {
  const { babies, baby, isLoading } = useSelectedBaby();
  const router = useAppRouter();
  if (isLoading) return null;
  if (!baby) return <NoBabyForPictures />;
  return (
    <div className={styles.page}>
      <BabySwitch babies={babies} baby={baby} />
      <UploadPanel
        key={baby.babyId}
        babyId={baby.babyId}
        onViewAlbums={() => router.navigate(PICTURE_ROUTES.albums)}
      />
    </div>
  );
}
