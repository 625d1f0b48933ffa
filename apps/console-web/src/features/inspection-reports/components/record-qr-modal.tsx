import { Alert } from 'antd';
import { QrCardModal } from '../../../components/qr-card-modal.tsx';
import { useRecordQrCode } from '../api/reports-api.ts';

/**
 * 档案二维码: for a guardian whose own account does not show this child's reports yet (the other parent,
 * a grandparent). Scanned with WeChat it opens 报告查询, where they bind the record to their baby.
 */
export function RecordQrModal({ pid, onClose }: { pid: string; onClose: () => void }) {
  const qr = useRecordQrCode(pid);
  return (
    <QrCardModal
      title="档案二维码"
      testId="record-qr"
      qr={qr}
      name={qr.data?.name ?? ''}
      subtitle={`就诊档案号 ${pid}`}
      caption="微信扫一扫，绑定就诊档案，在“报告查询”查看检查报告"
      copied="绑定链接已复制"
      onClose={onClose}
      notes={
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title="持此二维码即可把档案绑定到任何家长账号并查看报告，请只交给核实过身份的监护人本人。"
        />
      }
    />
  );
}
