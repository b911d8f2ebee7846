import { agencyAgreement } from '../_shared/legal/agency-agreement';
import { privacyPolicy } from '../_shared/legal/privacy';
import { userAgreement } from '../_shared/legal/user-agreement';
import { DocPage } from './DocPage';

/** The site's legal documents, each a full screen of its own URL. */
export function AgencyAgreementScreen() {
  return <DocPage doc={agencyAgreement} />;
}

export function PrivacyPolicyScreen() {
  return <DocPage doc={privacyPolicy} />;
}

export function UserAgreementScreen() {
  return <DocPage doc={userAgreement} />;
}
