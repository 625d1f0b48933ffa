import type { PackageCardProduct } from '@sprout/contract';
import { Alert, Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ListTheme } from '../../../components/list-theme.tsx';
import { useProducts } from '../api/package-cards.ts';
import { yuan } from '../utils/money.ts';
import { ProductForm } from './product-form.tsx';

/** 套餐卡产品: what parents may buy, and whether the clinic sells cards at all (院区设置). */
export function ProductsPanel() {
  const products = useProducts();
  const [editing, setEditing] = useState<PackageCardProduct | null | 'new'>(null);
  const columns: TableColumnsType<PackageCardProduct> = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '价格', key: 'price', width: 110, render: (_, p) => `¥${yuan(p.priceFen)}` },
    {
      title: '服务项目',
      key: 'services',
      render: (_, p) => p.services.map((s) => `${s.serviceName}(${s.serviceCode})×${s.uses}`).join('，'),
    },
    { title: '有效天数', dataIndex: 'validityDays', key: 'validityDays', width: 100 },
    { title: '退卡手续费', key: 'handling', width: 110, render: (_, p) => `${p.refundHandlingPercent}%` },
    {
      title: '状态',
      key: 'enabled',
      width: 90,
      render: (_, p) => (p.enabled ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, p) => (
        <Button type="link" size="small" onClick={() => setEditing(p)}>
          编辑
        </Button>
      ),
    },
  ];
  return (
    <ListTheme>
      {products.data && !products.data.onSale ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="本院尚未开通套餐卡销售：家长端不显示可购买的套餐卡。"
          description="部分城市禁止医疗机构发售预付卡，核实本地规定后可在「院区设置」中开启「销售套餐卡」。"
        />
      ) : null}
      <Button
        type="primary"
        style={{ marginBottom: 12 }}
        onClick={() => setEditing('new')}
        data-testid="product-new"
      >
        新建套餐卡
      </Button>
      <Table<PackageCardProduct>
        rowKey="productId"
        columns={columns}
        dataSource={products.data?.list ?? []}
        loading={products.isFetching}
        pagination={false}
      />
      {editing !== null ? (
        <ProductForm product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ListTheme>
  );
}
