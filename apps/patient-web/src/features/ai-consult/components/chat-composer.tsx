import { useId, useRef } from 'react';
import { aiStrings as t } from '../strings.ts';
import styles from './chat.module.css';

/** The contract's limit of one message (importing it would bring zod into this page's chunk). */
const TEXT_MAX = 500;

interface Props {
  text: string;
  onText: (text: string) => void;
  onSend: () => void;
  sending: boolean;
  onPicture: (file: File) => void;
  uploading: boolean;
}

/** The text box that also answers the open question, the picture button and 发送. */
export function ChatComposer({ text, onText, onSend, sending, onPicture, uploading }: Props) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <button
        type="button"
        className={styles.pictureButton}
        onClick={() => fileRef.current?.click()}
        disabled={uploading}
        aria-label={t.pictureLabel}
        data-testid="ai-picture"
      >
        {t.picture}
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        hidden
        data-testid="ai-picture-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPicture(file);
        }}
      />
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t.inputLabel}
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        value={text}
        rows={1}
        maxLength={TEXT_MAX}
        placeholder={t.inputPlaceholder}
        onChange={(e) => onText(e.target.value)}
        data-testid="ai-input"
      />
      <button type="submit" className={styles.send} disabled={!text.trim() || sending} data-testid="ai-send">
        {t.send}
      </button>
    </form>
  );
}
