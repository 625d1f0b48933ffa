import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function Forbidden() {
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="您的账号角色不能打开这个页面。如需使用，请联系系统管理员。"
      extra={
        <Link to="/">
          <Button type="primary">返回工作台</Button>
        </Link>
      }
    />
  );
}
