import { List, Radio } from 'antd-mobile';
import { payStrings as t } from '../strings.ts';
import type { PayChoice } from '../utils/pay-channel.ts';
import styles from './channel-picker.module.css';

const ChannelIcon = ({ channel }: { channel: PayChoice }) =>
  channel === 'wxpay' ? (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="6" fill="#07c160" />
      <path
        d="M11.4 7.5c-3.6 0-6.4 2.4-6.4 5.3 0 1.7.9 3.1 2.4 4.1l-.6 1.8 2.1-1.1c.8.2 1.6.4 2.5.4h.5a4.6 4.6 0 0 1-.2-1.3c0-2.9 2.8-5.2 6.2-5.2h.4c-.6-2.3-3.4-4-6.9-4Z"
        fill="#fff"
      />
      <path
        d="M23 16.7c0-2.4-2.4-4.4-5.3-4.4s-5.3 2-5.3 4.4 2.4 4.4 5.3 4.4c.6 0 1.2-.1 1.8-.3l1.7.9-.5-1.5c1.4-.8 2.3-2 2.3-3.5Z"
        fill="#fff"
      />
    </svg>
  ) : (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="6" fill="#1677ff" />
      <text x="14" y="19.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        支
      </text>
    </svg>
  );

interface ChannelPickerProps {
  channels: PayChoice[];
  value: PayChoice;
  onChange: (channel: PayChoice) => void;
  disabled?: boolean;
}

/** 选择支付方式: one row per channel with its mark, a radio on the right. */
export const ChannelPicker = ({ channels, value, onChange, disabled = false }: ChannelPickerProps) => (
  <section className={styles.section}>
    <h2 className={styles.heading}>{t.chooseChannel}</h2>
    <Radio.Group
      value={value}
      onChange={(v) => {
        const picked = channels.find((c) => c === v);
        if (picked) onChange(picked);
      }}
      disabled={disabled}
    >
      <List className={styles.list}>
        {channels.map((channel) => (
          <List.Item
            key={channel}
            prefix={<ChannelIcon channel={channel} />}
            description={t.channelNotes[channel]}
            extra={
              // The channel's name, for screen readers, inside the radio's own label (a label
              // element takes no aria-label).
              <Radio value={channel}>
                <span className="sp-visually-hidden">{t.channels[channel]}</span>
              </Radio>
            }
            arrowIcon={false}
            disabled={disabled}
            onClick={() => onChange(channel)}
            data-testid={`pay-channel-${channel}`}
          >
            {t.channels[channel]}
          </List.Item>
        ))}
      </List>
    </Radio.Group>
  </section>
);
