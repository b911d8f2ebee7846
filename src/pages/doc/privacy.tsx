import { privacyPolicy } from './content/privacy';
import { DocPage } from './DocPage';

export default function Privacy() {
  return <DocPage doc={privacyPolicy} />;
}
