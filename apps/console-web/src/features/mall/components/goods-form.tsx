import type { MallGoods } from '@sprout/contract';
import { App, Button, Form, Image, Input, InputNumber, Modal, Space, Switch, Upload } from 'antd';
import { useState } from 'react';
import { showFormError } from '../../../lib/form-errors.ts';
import { useSaveGoods } from '../api/mall.ts';
import { uploadGoodsPicture } from '../api/upload-goods-picture.ts';

interface Values {
  name: string;
  description: string;
  pointsPrice: number;
  enabled: boolean;
}

/** 新建/编辑商品: name, description, points price, on/off and up to six pictures (stock is 入库's). */
export function GoodsForm({ goods, onClose }: { goods: MallGoods | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveGoods();
  const { message } = App.useApp();
  const [pictures, setPictures] = useState<{ name: string; url: string }[]>(
    goods ? goods.pictures.map((name, i) => ({ name, url: goods.pictureUrls[i] ?? '' })) : [],
  );
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadGoodsPicture(file);
      setPictures((p) => [...p, stored]);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };
  const submit = (v: Values) =>
    save.mutate(
      { ...(goods ? { goodsId: goods.goodsId } : {}), ...v, pictures: pictures.map((p) => p.name) },
      {
        onSuccess: () => {
          void message.success('商品已保存');
          onClose();
        },
        onError: (error) => showFormError(form, ['name', 'description', 'pointsPrice'], error, message),
      },
    );
  return (
    <Modal
      open
      title={goods ? '编辑商品' : '新建商品'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'goods-form-submit' }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        initialValues={{
          name: goods?.name ?? '',
          description: goods?.description ?? '',
          pointsPrice: goods?.pointsPrice ?? 100,
          enabled: goods?.enabled ?? true,
        }}
      >
        <Form.Item label="商品名称" name="name" rules={[{ required: true, message: '请填写商品名称' }]}>
          <Input maxLength={30} data-testid="goods-form-name" />
        </Form.Item>
        <Form.Item
          label="所需积分"
          name="pointsPrice"
          rules={[{ required: true, message: '请填写所需积分' }]}
        >
          <InputNumber min={1} precision={0} suffix="积分" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="描述" name="description">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item label="图片（最多6张，JPG/PNG/WebP）">
          <Space wrap>
            {pictures.map((p) => (
              <Space key={p.name} direction="vertical" align="center">
                <Image src={p.url} width={72} height={72} style={{ objectFit: 'cover' }} alt="商品图片" />
                <Button
                  type="link"
                  size="small"
                  onClick={() => setPictures((all) => all.filter((x) => x.name !== p.name))}
                >
                  移除
                </Button>
              </Space>
            ))}
            {pictures.length < 6 ? (
              <Upload
                accept="image/jpeg,image/png,image/webp"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button loading={uploading}>上传图片</Button>
              </Upload>
            ) : null}
          </Space>
        </Form.Item>
        <Form.Item label="上架" name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
