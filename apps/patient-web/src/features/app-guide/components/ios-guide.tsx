import { copyText } from '@sprout/client-core';
import { Button } from 'antd-mobile';
import { PageSection } from '../../../components/page-section.tsx';
import { currentInAppBrowser } from '../../../lib/in-app-browser.ts';
import { toast } from '../../../lib/toast.ts';
import { guideStrings as t } from '../strings.ts';
import styles from './ios-guide.module.css';

const Steps = ({ steps }: { steps: readonly string[] }) => (
  <ol className={styles.steps}>
    {steps.map((step) => (
      <li key={step}>{step}</li>
    ))}
  </ol>
);

/**
 * iOS下载引导: there is no App Store app; a parent keeps the web app on the home screen through
 * Safari. Inside WeChat the first steps are getting to Safari, so they come first there.
 */
export const IosGuide = () => {
  const inWechat = currentInAppBrowser() === 'wechat';
  const appUrl = `${window.location.origin}/appointment/`;
  const wechat = (
    <PageSection title={t.inWechat} key="wechat">
      <Steps steps={t.wechatSteps} />
    </PageSection>
  );
  const safari = (
    <PageSection title={t.inSafari} key="safari">
      <Steps steps={t.safariSteps} />
    </PageSection>
  );
  return (
    <div className={styles.page} data-testid="ios-guide">
      <p className={styles.lead}>{t.lead}</p>
      {inWechat ? [wechat, safari] : [safari, wechat]}
      <p className={styles.note}>{t.note}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.copy}
        onClick={() => void copyText(appUrl).then((ok) => toast(ok ? t.copied : t.copyFailed))}
      >
        {t.copy}
      </Button>
    </div>
  );
};
