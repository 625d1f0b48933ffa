import { IosGuide } from '../../../features/app-guide/components/ios-guide.tsx';

/** iOS下载引导 */
export default function IosDownloadPage() {
  return <IosGuide />;
}
