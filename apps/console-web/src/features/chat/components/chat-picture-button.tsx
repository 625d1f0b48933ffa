import { Button } from 'antd';
import { useRef } from 'react';

/** What the server takes (it reads the type from the bytes; this only narrows the file dialog). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * 发送图片 beside the composer: a 44 px button that opens the file dialog; each chosen picture goes to
 * `onPictures` in order. The input is cleared after each choice, so the same file can be chosen again.
 */
export function ChatPictureButton({ onPictures }: { onPictures: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        style={{ minHeight: 44, minWidth: 44 }}
        onClick={() => input.current?.click()}
        data-testid="console-chat-picture-button"
      >
        发送图片
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label="发送图片"
        data-testid="console-chat-picture-input"
        onChange={(e) => {
          const chosen = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (chosen.length > 0) onPictures(chosen);
        }}
      />
    </>
  );
}
