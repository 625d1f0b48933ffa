import { PageHeader } from '../../../components/page-header.tsx';
import { RatingList } from '../../../features/consultation/components/rating-list.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function RatingsRoute() {
  useDocumentTitle('评价管理');
  return (
    <>
      <PageHeader title="评价管理" description="家长对问诊的评价。匿名评价只显示“匿名用户”。" />
      <RatingList />
    </>
  );
}
