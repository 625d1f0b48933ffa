import { AccountInfo, LogoutButton } from '../../../features/account/components/account-panel.tsx';
import { BabySummaryList } from '../../../features/babies/components/baby-summary-list.tsx';

/** 就诊人信息: the account, the babies it holds, and logging out. */
export default function UserInfoPage() {
  return (
    <>
      <AccountInfo />
      <BabySummaryList />
      <LogoutButton />
    </>
  );
}
