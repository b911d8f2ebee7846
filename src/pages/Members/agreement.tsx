import { DocPage } from '../doc/DocPage';
import { userAgreement } from '../doc/content/user-agreement';

export default function MembersAgreement() {
  return <DocPage doc={userAgreement} />;
}
