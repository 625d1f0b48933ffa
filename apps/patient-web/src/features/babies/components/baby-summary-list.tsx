import { List } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { useBabies } from '../api/use-babies.ts';
import { BABY_ROUTES } from '../routes.ts';
import { babyStrings as t } from '../strings.ts';
import { babyAgeText } from '../utils/baby-age.ts';
import { BabyAvatar } from './baby-avatar.tsx';

/** The parent's babies in a compact list (就诊人信息): each row and the header lead to 我的宝宝. */
export const BabySummaryList = () => {
  const router = useAppRouter();
  const { data: babies = [], isPending } = useBabies();
  const open = () => router.navigate(BABY_ROUTES.list);

  return (
    <List header={t.myBabies} mode="card">
      {babies.map((baby) => (
        <List.Item
          key={baby.babyId}
          prefix={<BabyAvatar name={baby.babyName} sex={baby.sex} size={36} />}
          description={`${baby.sex} · ${babyAgeText(baby)}`}
          extra={baby.isDefault ? t.defaultTag : undefined}
          onClick={open}
        >
          {baby.babyName}
        </List.Item>
      ))}
      {!isPending && babies.length === 0 ? (
        <List.Item onClick={() => router.navigate(BABY_ROUTES.add)}>{t.add}</List.Item>
      ) : (
        <List.Item onClick={open} data-testid="account-manage-babies">
          {t.manage}
        </List.Item>
      )}
    </List>
  );
};
