import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useBabies } from '../../../features/babies/api/use-babies.ts';
import { AskForm, type PictureSlotProps } from '../../../features/consultation/components/ask-form.tsx';
import { parseId } from '../../../features/consultation/utils/params.ts';
import { usePictureAlbums } from '../../../features/pictures/api/use-picture-albums.ts';
import { type PictureRef, PicturePicker } from '../../../features/pictures/components/picture-picker.tsx';
import { useCurrentBaby } from '../../../stores/current-baby.ts';
import { usePicturesForInquiry } from '../../../stores/pictures-for-inquiry.ts';

/**
 * The form keeps only picture ids (its draft survives a reload); the picker shows thumbnails. Ids the
 * picker has not handed over in this visit (a restored draft) find theirs in the baby's albums.
 */
function AskPictures({ babyId, value, onChange, max }: PictureSlotProps) {
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  const carried = usePicturesForInquiry((s) => s.carried);
  const clearCarried = usePicturesForInquiry((s) => s.clear);
  // Pictures chosen on 病历详情 for this baby come in once, when the form has none of its own.
  useEffect(() => {
    if (carried?.babyId !== babyId) return;
    if (value.length === 0) onChange(carried.pictureIds.slice(0, max));
    clearCarried();
  }, [carried, babyId, value.length, onChange, max, clearCarried]);
  const albums = usePictureAlbums(value.some((id) => !seen.has(id)) ? babyId : null);
  const thumbOf = (id: number) =>
    seen.get(id) ?? albums.data?.albums.flatMap((a) => a.pictures).find((p) => p.pictureId === id)?.thumbUrl;
  const refs = value.flatMap((pictureId): PictureRef[] => {
    const thumbUrl = thumbOf(pictureId);
    return thumbUrl ? [{ pictureId, thumbUrl }] : [];
  });
  return (
    <PicturePicker
      babyId={babyId}
      max={max}
      value={refs}
      onChange={(next) => {
        setSeen((m) => new Map([...m, ...next.map((r): [number, string] => [r.pictureId, r.thumbUrl])]));
        onChange(next.map((r) => r.pictureId));
      }}
    />
  );
}

/**
 * 提交问诊 (?doctorId=, or ?inquiryId= for 再次咨询): the babies come from the babies feature and the
 * chosen one is the app's current baby; the pictures feature's picker fills the form's pictures.
 */
export default function AskPage() {
  const [params] = useSearchParams();
  const babies = useBabies();
  const currentBabyId = useCurrentBaby((s) => s.currentBabyId);
  const setCurrentBabyId = useCurrentBaby((s) => s.setCurrentBabyId);
  return (
    <AskForm
      doctorId={parseId(params.get('doctorId'))}
      againOf={parseId(params.get('inquiryId'))}
      babies={babies.data}
      currentBabyId={currentBabyId}
      onBaby={setCurrentBabyId}
      renderPictures={(props) => <AskPictures {...props} />}
    />
  );
}
