import { agencyAgreement } from './content/agency-agreement';
import { DocPage } from './DocPage';

export default function AgencyAgreement() {
  return <DocPage doc={agencyAgreement} />;
}
