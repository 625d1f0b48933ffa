import { PageHeader } from '../../components/page-header.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ChangePasswordRoute() {
  useDocumentTitle('修改密码');
  return (
    <>
      <PageHeader title="修改密码" description="修改您自己的登录密码。" />
      <ChangePasswordForm />
    </>
  );
}
