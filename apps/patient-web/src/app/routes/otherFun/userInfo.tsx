import { AccountInfo, LogoutButton } from '../../../features/account/components/account-panel.tsx';
import { BabySummaryList } from '../../../features/babies/components/baby-summary-list.tsx';
import { HelpEntry } from '../../../features/help/components/help-entry.tsx';
import { MemberEntry } from '../../../features/members/components/member-entry.tsx';

/** 就诊人信息: the account, the babies it holds, 会员积分, 使用帮助, and logging out. */
export default function UserInfoPage() {
  return (
    <>
      <AccountInfo />
      <BabySummaryList />
      <MemberEntry />
      <HelpEntry />
      <LogoutButton />
    </>
  );
}
