import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths } from '../../config/paths';
import {
  firstOpenStep,
  infoConsentsOf,
  PRIVACY_KEY,
  serviceTrail,
} from '../../data/customizedV2/questionnaire';
import { traceEvent } from '../../data/trace';
import type { Campaign } from '../../data/customizedV2/types';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { DocumentOverlay, useDocuments } from '../_shared/DocumentOverlay';
import { LEGAL_DOCUMENTS, LegalDocumentText } from '../_shared/legal';
import { ConsentBox, DocumentList, unreadOf } from '../_shared/ReadThenConsent';
import { useTraceScreen } from '../_shared/use-trace';
import funnelStyles from '../_shared/funnel.module.css';
import { useCampaign, withCarry } from './campaign';
import { CampaignState } from './CampaignState';
import { formGate, useDraft } from './form';
import { FormGateRedirect } from './FormGateRedirect';
import { STEP_STATE, useServiceEntry } from './history';
import styles from './Customized.module.css';

const TEXT = CUSTOM_COPY.form;

const PRIVACY = LEGAL_DOCUMENTS.privacy;
const DOCUMENTS = [{ key: PRIVACY_KEY, title: PRIVACY.title }];

function Start({ campaign }: { campaign: Campaign }) {
  const { id, query, settled } = useCampaign();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [draft, update] = useDraft(id);
  // The 隐私政策 opened first (issue 24), then each use of the information agreed to.
  const documents = useDocuments(draft.documentsRead ?? [], (documentsRead) =>
    update({ documentsRead }),
  );
  const given = infoConsentsOf({ ...draft, documentsRead: documents.read });
  const [family, setFamily] = useState<string | null>(given?.familyInfoAt ?? null);
  const [finance, setFinance] = useState<string | null>(given?.financeInfoAt ?? null);
  const [error, setError] = useState(false);
  const gate = formGate(campaign);
  useTraceScreen(gate ? null : serviceTrail(id), true);
  const unread = unreadOf(DOCUMENTS, documents.read);
  // The way on is the server's word now, not a copy kept from before (a fee just paid).
  if (gate && !settled) return <PageSkeleton />;
  if (gate) return <FormGateRedirect gate={gate} id={id} query={query} />;

  const agree =
    (target: 'familyInfo' | 'financeInfo', set: (at: string | null) => void) =>
    (checked: boolean) => {
      setError(false);
      set(checked ? new Date().toISOString() : null);
      if (checked) traceEvent('consent', pathname, { target });
    };

  const start = () => {
    if (!family || !finance) {
      setError(true);
      return;
    }
    // Known details go in once, where the visitor has not typed their own.
    const prefill = {
      name: draft.name ?? campaign.visitor.addressee ?? undefined,
      mobile: draft.mobile ?? campaign.visitor.phone ?? undefined,
    };
    update({ ...prefill, consent: true, familyInfoAt: family, financeInfoAt: finance });
    // A first start opens on the contact step, prefilled, for the visitor to confirm; a return resumes.
    navigate(withCarry(paths.campaign.formItem(id, firstOpenStep(draft) ?? 'contact'), query), {
      state: STEP_STATE,
    });
  };

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={funnelStyles.title}>{TEXT.startTitle}</h1>
        <p className={styles.intro}>{TEXT.startLead}</p>
      </header>
      <section className={styles.section} aria-labelledby="custom-consent">
        <h2 id="custom-consent" className={styles.heading}>
          {TEXT.consentTitle}
        </h2>
        <p className={styles.note}>{TEXT.privacyLead}</p>
        <DocumentList docs={DOCUMENTS} read={documents.read} onOpen={documents.open} />
        <ConsentBox
          checked={!!family}
          unread={unread}
          invalid={error}
          onChange={agree('familyInfo', setFamily)}
        >
          {TEXT.consentFamily}
        </ConsentBox>
        <ConsentBox
          checked={!!finance}
          unread={unread}
          note={false}
          invalid={error}
          onChange={agree('financeInfo', setFinance)}
        >
          {TEXT.consentFinance}
        </ConsentBox>
        {/* Documents still unread: the first box says so itself. */}
        {error && !unread.length ? (
          <p className={styles.error} role="alert">
            {TEXT.consentRequired}
          </p>
        ) : null}
      </section>
      <div className={styles.formBar}>
        <Button block onClick={start}>
          {draft.consent && draft.name ? TEXT.continue : TEXT.start}
        </Button>
      </div>
      {documents.openKey === PRIVACY_KEY ? (
        <DocumentOverlay doc={PRIVACY} onClose={documents.close}>
          <LegalDocumentText docKey="privacy" />
        </DocumentOverlay>
      ) : null}
    </main>
  );
}

/**
 * `/Active/MadeSpecial/:id/Form/index1`: the 隐私政策 opened, then consent to the family and the
 * financial information's use, then the first step.
 */
export default function FormStartScreen() {
  const state = useCampaign();
  const { arriving } = useServiceEntry(state.id, { questionnaire: true });
  // A submit coming back here (a questionnaire begun without the landing) goes straight on.
  if (arriving) return <PageSkeleton />;
  return <CampaignState state={state}>{(campaign) => <Start campaign={campaign} />}</CampaignState>;
}
