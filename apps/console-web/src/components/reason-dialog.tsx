import { App, Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { showFormError } from '../lib/form-errors.ts';
import { reasonMaxLength, reasonProblem, reasonToSend } from '../lib/reason-rule.ts';
import { ListTheme } from './list-theme.tsx';

interface ReasonDialogProps {
  title: string;
  /** What happens after confirming, in the staff's words, above the reason. */
  note?: ReactNode;
  /** More of what is affected (the clinics to stop, a warning), between the note and the reason. */
  children?: ReactNode;
  /** The reason box's label, which is also its accessible name (删除原因). */
  label: string;
  placeholder?: string;
  /** The contract's reason field: it says what is required and how long a reason may be. */
  schema: z.ZodString;
  okText: string;
  testIds: { reason: string; submit: string };
  /**
   * Does the work with the trimmed reason. Resolve when done (the caller says so and closes);
   * a rejection is shown under the reason when the server named it, as a message otherwise.
   */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before an action that must say why (stop a clinic, delete a record entered by mistake). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, note, children, label, placeholder, schema, okText, testIds, onSubmit, onClose } = props;
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = ({ reason }: { reason: string }) => {
    setSubmitting(true);
    void onSubmit(reasonToSend(schema, reason))
      .catch((error: unknown) => showFormError(form, ['reason'], error, message))
      .finally(() => setSubmitting(false));
  };

  return (
    <ListTheme>
      <Modal
        open
        title={title}
        okText={okText}
        okButtonProps={{ danger: true, 'data-testid': testIds.submit }}
        onOk={() => form.submit()}
        onCancel={onClose}
        confirmLoading={isSubmitting}
        maskClosable={false}
      >
        {note && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {note}
          </Typography.Paragraph>
        )}
        {children}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ reason: '' }}
          autoComplete="off"
        >
          <Form.Item
            label={label}
            name="reason"
            required
            rules={[
              {
                validator: async (_rule: unknown, value: unknown) => {
                  const problem = reasonProblem(schema, value);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input.TextArea
              rows={2}
              maxLength={reasonMaxLength(schema)}
              showCount
              placeholder={placeholder}
              data-testid={testIds.reason}
            />
          </Form.Item>
        </Form>
      </Modal>
    </ListTheme>
  );
}
