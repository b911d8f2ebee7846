import { Link } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { PLAN_TIMING } from '../../config/copy-plan-timing';
import { paths } from '../../config/paths';
import type { Campaign } from '../../data/customizedV2/types';
import { chineseDate } from '../../lib/date';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import funnelStyles from '../_shared/funnel.module.css';
import screenStyles from '../_shared/Screen.module.css';
import { ResultLinks } from '../_shared/ResultLinks';
import { useCampaign, withCarry } from './campaign';
import { CampaignState } from './CampaignState';
import { FormGateRedirect } from './FormGateRedirect';
import styles from './Customized.module.css';

const TEXT = CUSTOM_COPY.result;

function Result({ campaign }: { campaign: Campaign }) {
  const { id, query, reload, settled } = useCampaign();
  const result = campaign.result;

  const status = campaign.visitor.status;
  // The way on is the server's word now, not a copy kept from before.
  if (status !== 'done' && !settled) return <PageSkeleton />;
  if (status === 'guest' || status === 'new' || status === 'unpaid') {
    return (
      <FormGateRedirect gate={status === 'guest' ? 'signIn' : 'notBought'} id={id} query={query} />
    );
  }
  if (status === 'paid' || !result) {
    return (
      <StateBlock
        kind="empty"
        title={TEXT.noResult}
        description={TEXT.noResultBody}
        action={
          <Link to={withCarry(paths.campaign.form(id), query)}>{CUSTOM_COPY.form.start}</Link>
        }
      />
    );
  }
  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{TEXT.title}</h1>
      </header>
      <section className={styles.section}>
        <dl className={styles.facts}>
          <div>
            <dt>{TEXT.booked}</dt>
            <dd data-testid="booked-time">
              {PLAN_TIMING.call(chineseDate(result.date), result.time)}
            </dd>
          </div>
          <div>
            <dt>{TEXT.hours}</dt>
            <dd>{campaign.workingHours}</dd>
          </div>
          <div>
            <dt>{TEXT.service}</dt>
            <dd>
              <a href={`tel:${campaign.servicePhone}`}>{campaign.servicePhone}</a>
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="custom-plan">
        <h2 id="custom-plan" className={styles.heading}>
          {TEXT.plan}
        </h2>
        {result.planReady && result.proposalId ? (
          <>
            <p className={styles.note} role="status">
              {PLAN_TIMING.written}
            </p>
            <Link className={screenStyles.link} to={paths.proposal.plan(result.proposalId)}>
              {TEXT.planReady}
            </Link>
          </>
        ) : (
          <>
            <p className={styles.note} role="status">
              {PLAN_TIMING.promise}
            </p>
            {result.proposalId ? (
              <Link className={screenStyles.ghostLink} to={paths.proposal.plan(result.proposalId)}>
                {TEXT.planProgress}
              </Link>
            ) : (
              <Button variant="ghost" onClick={reload}>
                {TEXT.refresh}
              </Button>
            )}
          </>
        )}
      </section>
      <ResultLinks orders="paid" />
    </main>
  );
}

/**
 * `/Active/MadeSpecial/:id/Form/result`: the booked call, the planner's hours, and the plan: the
 * planner calls at the booked time and writes the plan after the call (PLAN_TIMING); until then
 * the plan's address shows that it is being written, with the booking.
 */
export default function ResultScreen() {
  const state = useCampaign();
  return (
    <CampaignState state={state}>{(campaign) => <Result campaign={campaign} />}</CampaignState>
  );
}
