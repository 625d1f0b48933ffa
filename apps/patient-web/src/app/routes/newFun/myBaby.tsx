import { BabyList } from '../../../features/babies/components/baby-list.tsx';

/** 我的宝宝 */
export default function MyBabyPage() {
  return <BabyList />;
}
