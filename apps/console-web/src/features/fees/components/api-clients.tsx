import { API_CLIENT_SCOPE_LABELS, API_CLIENT_SCOPES, api, type apiClientView } from '@sprout/contract';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useApiClients, useIssueApiClient, useRevokeApiClient } from '../api/api-clients.ts';

type Client = z.infer<typeof apiClientView>;

/** 接口客户端: issue (the secret shown once), list, revoke with a reason. */
export function ApiClients() {
  const list = useApiClients();
  const issue = useIssueApiClient();
  const revoke = useRevokeApiClient();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const [revoking, setRevoking] = useState<Client | null>(null);
  const [form] = Form.useForm<{ name: string; scopes: (typeof API_CLIENT_SCOPES)[number][] }>();
  const { message } = App.useApp();

  const columns: TableColumnsType<Client> = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '客户端编号', dataIndex: 'clientId', key: 'clientId' },
    { title: '权限', key: 'scopes', render: (_, c) => c.scopes.join(' ') },
    { title: '签发时间', key: 'createdAt', width: 170, render: (_, c) => formatClinicDateTime(c.createdAt) },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => (c.revokedAt ? `已吊销（${c.revokeReason ?? ''}）` : '有效'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, c) =>
        c.revokedAt ? null : (
          <Button type="link" danger size="small" onClick={() => setRevoking(c)}>
            吊销
          </Button>
        ),
    },
  ];

  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setIssuing(true)}>
          签发客户端
        </Button>
      </div>
      <Table<Client>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={false}
      />
      <Modal
        open={issuing}
        title="签发接口客户端"
        okText="签发"
        cancelText="取消"
        confirmLoading={issue.isPending}
        onOk={() => form.submit()}
        onCancel={() => setIssuing(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ scopes: ['bills:write', 'bills:read'] }}
          onFinish={(v) =>
            issue.mutate(v, {
              onSuccess: (c) => {
                setIssuing(false);
                setIssued({ clientId: c.clientId, clientSecret: c.clientSecret });
              },
              onError: (error) => void message.error(error.message),
            })
          }
        >
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写客户端名称' }]}>
            <Input maxLength={40} placeholder="如：院内 HIS" />
          </Form.Item>
          <Form.Item name="scopes" label="权限范围">
            <Checkbox.Group
              options={API_CLIENT_SCOPES.map((s) => ({
                value: s,
                label: `${s}（${API_CLIENT_SCOPE_LABELS[s]}）`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={issued !== null}
        title="客户端已签发"
        okText="我已保存"
        onOk={() => setIssued(null)}
        closable={false}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type="warning"
          showIcon
          message="密钥只显示这一次，关闭后无法再次查看；遗失请吊销后重新签发。"
        />
        <Typography.Paragraph style={{ marginTop: 12 }}>
          客户端编号：<Typography.Text copyable>{issued?.clientId}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph>
          客户端密钥：
          <Typography.Text copyable code>
            {issued?.clientSecret}
          </Typography.Text>
        </Typography.Paragraph>
      </Modal>
      {revoking ? (
        <ReasonDialog
          title={`吊销客户端：${revoking.name}`}
          note="吊销后该客户端已签发的令牌立即失效，无法再推送账单。"
          label="吊销原因"
          schema={api.feesConsole.revokeApiClient.body.shape.reason}
          okText="吊销"
          testIds={{ reason: 'client-revoke-reason', submit: 'client-revoke-submit' }}
          onSubmit={(reason) => revoke.mutateAsync({ id: revoking.id, reason })}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
