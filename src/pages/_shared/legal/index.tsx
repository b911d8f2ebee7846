import { lazy, Suspense } from 'react';
import { COPY } from '../../../config/copy';
import { LegalText } from './LegalText';

/**
 * The site's own legal documents a consent binds the visitor to, read full screen before it
 * (ReadThenConsent): the membership's 用户服务协议, the customisation service's 隐私政策. Each
 * text is a chunk of its own, fetched when the visitor opens it; its page (/Members/agreement,
 * /doc/privacy) shows the same text.
 */
export const LEGAL_DOCUMENTS = {
  userAgreement: { key: 'userAgreement', title: COPY.legal.userAgreement },
  privacy: { key: 'privacy', title: COPY.legal.privacy },
} as const;

export type LegalKey = keyof typeof LEGAL_DOCUMENTS;

const TEXTS: Record<LegalKey, ReturnType<typeof lazy>> = {
  userAgreement: lazy(() =>
    import('./user-agreement').then(({ userAgreement }) => ({
      default: () => <LegalText doc={userAgreement} sectionLevel={3} />,
    })),
  ),
  privacy: lazy(() =>
    import('./privacy').then(({ privacyPolicy }) => ({
      default: () => <LegalText doc={privacyPolicy} sectionLevel={3} />,
    })),
  ),
};

/** The text of one, for DocumentOverlay (its title is the overlay's). */
export function LegalDocumentText({ docKey }: { docKey: LegalKey }) {
  const Text = TEXTS[docKey];
  return (
    <Suspense fallback={<p aria-busy="true">{COPY.common.loading}</p>}>
      <Text />
    </Suspense>
  );
}
