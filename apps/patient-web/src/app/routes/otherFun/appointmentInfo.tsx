import { useSearchParams } from 'wouter';
import { InquiryWatch } from '../../../features/chat/components/inquiry-watch.tsx';
import { InquiryDetail } from '../../../features/consultation/components/inquiry-detail.tsx';
import { consultStrings } from '../../../features/consultation/strings.ts';
import { parseId } from '../../../features/consultation/utils/params.ts';
import { PictureStrip } from '../../../features/pictures/components/picture-strip.tsx';

/**
 * 问诊详情 (?inquiryId=): the consultation's detail, live through the chat's socket (the accept shows as
 * it happens, the follow-ups left as the chat counts them), with the pictures feature's thumbnails.
 */
export default function InquiryDetailPage() {
  const [params] = useSearchParams();
  return (
    <InquiryDetail
      inquiryId={parseId(params.get('inquiryId'))}
      watch={(inquiry, { onChange, render }) => (
        <InquiryWatch inquiryId={inquiry.inquiryId} onInquiryEvent={onChange}>
          {({ followUpLeft }) => render(followUpLeft)}
        </InquiryWatch>
      )}
      renderPictures={(pictures) => (
        <PictureStrip pictures={pictures} label={(i) => consultStrings.pictureLabel(i)} />
      )}
    />
  );
}
