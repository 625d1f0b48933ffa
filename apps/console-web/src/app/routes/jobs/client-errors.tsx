import { PageHeader } from '../../../components/page-header.tsx';
import { ClientErrors } from '../../../features/client-errors/components/client-errors.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ClientErrorsRoute() {
  useDocumentTitle('前端错误');
  return (
    <>
      <PageHeader
        title="前端错误"
        description="家长端和控制台在浏览器里遇到的脚本错误，同一错误合并计数。请求编号可在服务器日志中找到对应的那次请求。"
      />
      <ClientErrors />
    </>
  );
}
