import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths } from '../../config/paths';
import { firstOpenStep } from '../../data/customizedV2/questionnaire';
import type { Campaign } from '../../data/customizedV2/types';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import funnelStyles from '../_shared/funnel.module.css';
import { useCampaign, withCarry } from './campaign';
import { CampaignState } from './CampaignState';
import { formGate, useDraft } from './form';
import { FormGateRedirect } from './FormGateRedirect';
import { STEP_STATE, useServiceEntry } from './history';
import styles from './Customized.module.css';

const TEXT = CUSTOM_COPY.form;

function Start({ campaign }: { campaign: Campaign }) {
  const { id, query, settled } = useCampaign();
  const navigate = useNavigate();
  const [draft, update] = useDraft(id);
  const [family, setFamily] = useState(!!draft.consent);
  const [finance, setFinance] = useState(!!draft.consent);
  const [error, setError] = useState(false);
  const gate = formGate(campaign);
  // The way on is the server's word now, not a copy kept from before (a fee just paid).
  if (gate && !settled) return <PageSkeleton />;
  if (gate) return <FormGateRedirect gate={gate} id={id} query={query} />;

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
    update({ ...prefill, consent: true });
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
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={family}
            onChange={(event) => {
              setError(false);
              setFamily(event.target.checked);
            }}
          />
          <span>{TEXT.consentFamily}</span>
        </label>
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={finance}
            onChange={(event) => {
              setError(false);
              setFinance(event.target.checked);
            }}
          />
          <span>{TEXT.consentFinance}</span>
        </label>
        <p className={styles.note}>
          {TEXT.privacyLead}
          <Link to={paths.doc.privacy()}>{TEXT.privacy}</Link>
        </p>
        {error ? (
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
    </main>
  );
}

/** `/Active/MadeSpecial/:id/Form/index1`: consent to family and financial information, then the first step. */
export default function FormStartScreen() {
  const state = useCampaign();
  const { arriving } = useServiceEntry(state.id, { questionnaire: true });
  // A submit coming back here (a questionnaire begun without the landing) goes straight on.
  if (arriving) return <PageSkeleton />;
  return <CampaignState state={state}>{(campaign) => <Start campaign={campaign} />}</CampaignState>;
}
