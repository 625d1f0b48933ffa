import type { feeItem } from '@sprout/contract';
import { FEE_CATEGORIES, FEE_CATEGORY_LABELS, formatFen, yuanTextToFen } from '@sprout/domain';
import { App, Button, Form, Input, Modal, Select, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { showFormError } from '../../../lib/form-errors.ts';
import { useFeeItems, useSaveFeeItem } from '../api/fee-items.ts';

type FeeItem = z.infer<typeof feeItem>;
interface ItemForm {
  code: string;
  name: string;
  category: FeeItem['category'];
  price: string;
  enabled: boolean;
}

const CATEGORY_OPTIONS = FEE_CATEGORIES.map((c) => ({ value: c, label: FEE_CATEGORY_LABELS[c] }));

/** 收费项目: the catalogue with add and edit (the code is fixed once saved). */
export function FeeItems() {
  const list = useFeeItems();
  const save = useSaveFeeItem();
  const [editing, setEditing] = useState<FeeItem | 'new' | null>(null);
  const [form] = Form.useForm<ItemForm>();
  const { message } = App.useApp();

  const open = (item: FeeItem | 'new') => {
    setEditing(item);
    form.setFieldsValue(
      item === 'new'
        ? { code: '', name: '', category: 'exam', price: '', enabled: true }
        : { ...item, price: formatFen(item.unitPriceFen) },
    );
  };
  const submit = (v: ItemForm) => {
    const unitPriceFen = yuanTextToFen(v.price);
    if (unitPriceFen === null) {
      form.setFields([{ name: 'price', errors: ['请填写正确的单价（元，最多两位小数）'] }]);
      return;
    }
    const id = editing !== 'new' && editing ? editing.id : undefined;
    save.mutate(
      {
        ...(id ? { id } : {}),
        code: v.code,
        name: v.name,
        category: v.category,
        unitPriceFen,
        enabled: v.enabled,
      },
      {
        onSuccess: () => {
          void message.success('已保存');
          setEditing(null);
        },
        onError: (error) =>
          showFormError(form, ['code', 'name', 'category', 'unitPriceFen', 'enabled'], error, message),
      },
    );
  };

  const columns: TableColumnsType<FeeItem> = [
    { title: '编码', dataIndex: 'code', key: 'code', width: 140 },
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '类别', dataIndex: 'categoryLabel', key: 'category', width: 100 },
    { title: '单价（元）', key: 'price', width: 110, render: (_, i) => formatFen(i.unitPriceFen) },
    { title: '状态', key: 'enabled', width: 80, render: (_, i) => (i.enabled ? '启用' : '停用') },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, i) => (
        <Button type="link" size="small" onClick={() => open(i)} data-testid={`fee-item-edit-${i.code}`}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => open('new')} data-testid="fee-item-add">
          新增收费项目
        </Button>
      </div>
      <Table<FeeItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: '还没有收费项目' }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增收费项目' : '编辑收费项目'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="code" label="项目编码" rules={[{ required: true, message: '请填写项目编码' }]}>
            <Input disabled={editing !== 'new'} maxLength={32} data-testid="fee-item-code" />
          </Form.Item>
          <Form.Item name="name" label="项目名称" rules={[{ required: true, message: '请填写项目名称' }]}>
            <Input maxLength={40} data-testid="fee-item-name" />
          </Form.Item>
          <Form.Item name="category" label="费用类别">
            <Select options={CATEGORY_OPTIONS} />
          </Form.Item>
          <Form.Item name="price" label="单价（元）" rules={[{ required: true, message: '请填写单价' }]}>
            <Input inputMode="decimal" data-testid="fee-item-price" />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
