import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { type ChatAttachProps, ChatScreen } from '../../../features/chat/components/chat-screen.tsx';
import { chatStrings } from '../../../features/chat/strings.ts';
import { InquiryNextSteps } from '../../../features/consultation/components/inquiry-next-steps.tsx';
import { CONSULT_ROUTES } from '../../../features/consultation/routes.ts';
import { type PictureRef, PicturePicker } from '../../../features/pictures/components/picture-picker.tsx';
import styles from './chat.module.css';

const parseInquiryId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The chat's picture button: the pictures feature's picker (upload from album or camera, or choose
 * from the child's 病历详情) in a sheet; 发送 sends each chosen picture as an image message.
 */
function ChatPictures({ babyId, onPictures }: ChatAttachProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PictureRef[]>([]);
  const close = () => {
    setOpen(false);
    setChosen([]);
  };
  return (
    <>
      <button
        type="button"
        className={styles.pictureButton}
        aria-label="发送图片"
        onClick={() => setOpen(true)}
        data-testid="chat-pictures"
      >
        图片
      </button>
      <Popup visible={open} onMaskClick={close} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className={styles.sheet}>
          <h2 className={styles.sheetTitle}>发送图片</h2>
          <PicturePicker babyId={babyId} value={chosen} onChange={setChosen} />
          <div className={styles.sheetFooter}>
            <button type="button" className={styles.cancel} onClick={close}>
              取消
            </button>
            <button
              type="button"
              className={styles.send}
              disabled={chosen.length === 0}
              onClick={() => {
                onPictures(chosen.map((p) => p.pictureId));
                close();
              }}
              data-testid="chat-pictures-send"
            >
              发送{chosen.length > 0 ? `（${chosen.length}）` : ''}
            </button>
          </div>
        </div>
      </Popup>
    </>
  );
}

/** 在线咨询 (?inquiryId=); opened without one it leads to 问诊记录, where every chat starts. */
export default function ChatPage() {
  const [params] = useSearchParams();
  const inquiryId = parseInquiryId(params.get('inquiryId'));
  if (inquiryId === null)
    return (
      <EmptyWithWay
        tip={chatStrings.noInquiryLink}
        way={{ label: chatStrings.toInquiries, path: CONSULT_ROUTES.interrogationList }}
      />
    );
  return (
    <ChatScreen
      key={inquiryId}
      inquiryId={inquiryId}
      attach={(props) => <ChatPictures {...props} />}
      nextSteps={(inquiry) => <InquiryNextSteps inquiry={inquiry} />}
    />
  );
}
