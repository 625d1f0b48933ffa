import { Button, Checkbox, Form, Input, InputNumber, Space } from 'antd';

/** One result row as the form holds it. */
export interface ResultRowValues {
  itemName?: string;
  value?: string;
  unit?: string;
  refLow?: number | null;
  refHigh?: number | null;
  rangeText?: string;
  abnormal?: boolean;
}

/**
 * The results of a report, one row each: item, value (a number, or text such as 阴性), unit, the
 * reference limits (the server marks numbers outside them ↑/↓), a range text, and 异常 for text values.
 */
export function ResultsEditor() {
  return (
    <Form.List name="results">
      {(rows, { add, remove }) => (
        <>
          {rows.map((row, index) => (
            <Space key={row.key} align="start" wrap size={6} data-testid={`reports-result-row-${index}`}>
              <Form.Item
                name={[row.name, 'itemName']}
                rules={[{ required: true, whitespace: true, message: '项目' }]}
              >
                <Input placeholder="项目" style={{ width: 120 }} maxLength={50} data-testid="result-item" />
              </Form.Item>
              <Form.Item
                name={[row.name, 'value']}
                rules={[{ required: true, whitespace: true, message: '结果' }]}
              >
                <Input placeholder="结果" style={{ width: 80 }} maxLength={50} data-testid="result-value" />
              </Form.Item>
              <Form.Item name={[row.name, 'unit']}>
                <Input placeholder="单位" style={{ width: 80 }} maxLength={20} data-testid="result-unit" />
              </Form.Item>
              <Form.Item name={[row.name, 'refLow']}>
                <InputNumber placeholder="下限" style={{ width: 80 }} data-testid="result-low" />
              </Form.Item>
              <Form.Item name={[row.name, 'refHigh']}>
                <InputNumber placeholder="上限" style={{ width: 80 }} data-testid="result-high" />
              </Form.Item>
              <Form.Item name={[row.name, 'rangeText']}>
                <Input placeholder="参考范围文字" style={{ width: 130 }} maxLength={50} />
              </Form.Item>
              <Form.Item name={[row.name, 'abnormal']} valuePropName="checked">
                <Checkbox>异常</Checkbox>
              </Form.Item>
              <Button type="link" danger onClick={() => remove(row.name)}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({})} block data-testid="reports-result-add">
            添加一项结果
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** The row as the contract takes it: blanks left out, the value sent as written (4.50 stays 4.50). */
export function resultInputOf(row: ResultRowValues) {
  const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  return {
    itemName: row.itemName?.trim() ?? '',
    value: row.value?.trim() ?? '',
    ...(text(row.unit) ? { unit: text(row.unit) } : {}),
    ...(typeof row.refLow === 'number' ? { refLow: row.refLow } : {}),
    ...(typeof row.refHigh === 'number' ? { refHigh: row.refHigh } : {}),
    ...(text(row.rangeText) ? { rangeText: text(row.rangeText) } : {}),
    ...(row.abnormal ? { abnormal: true } : {}),
  };
}
