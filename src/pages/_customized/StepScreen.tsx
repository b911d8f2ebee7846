import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { PLAN_TIMING } from '../../config/copy-plan-timing';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { customizedV2Actions, selectAnswersSubmit, selectSlots } from '../../data/customizedV2';
import {
  firstOpenStep,
  isStep,
  nextStep,
  previousStep,
  stepError,
  stepsFor,
  toAnswers,
  type Step,
  infoConsentsOf,
  serviceTrail,
} from '../../data/customizedV2/questionnaire';
import { beginTrace, currentTraceId } from '../../data/trace';
import type { Campaign } from '../../data/customizedV2/types';
import { randomId } from '../../lib/random';
import { trackEvent } from '../../lib/stats-event';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import funnelStyles from '../_shared/funnel.module.css';
import { useCampaign, withCarry } from './campaign';
import { CampaignState } from './CampaignState';
import { formGate, useDraft } from './form';
import { FormGateRedirect } from './FormGateRedirect';
import { leaveQuestionnaire, STEP_STATE, useServiceEntry, type Mark } from './history';
import { StepFields } from './StepFields';
import styles from './Customized.module.css';

const TEXT = CUSTOM_COPY.form;

function StepForm({ campaign, step, mark }: { campaign: Campaign; step: Step; mark: Mark | null }) {
  const { id, query, settled } = useCampaign();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [draft, update] = useDraft(id);
  const [error, setError] = useState<string | null>(null);
  const slots = useAppSelector(selectSlots);
  const submit = useAppSelector(selectAnswersSubmit);
  const last = step === 'communicationTime';

  useEffect(() => {
    if (last) dispatch(customizedV2Actions.slotsRequested({ id }));
  }, [dispatch, id, last]);

  useEffect(() => {
    if (submit.status === 'succeeded' && submit.done) {
      const result = withCarry(paths.campaign.result(id), query);
      const landing = withCarry(paths.campaign.home('MadeSpecial', id), query);
      if (!leaveQuestionnaire(id, mark, result, landing)) navigate(result, { replace: true });
    } else if (submit.notBought) {
      navigate(withCarry(paths.campaign.notParticipate(id), query), { replace: true });
    }
    // Once per submit result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submit.status, submit.notBought]);

  const gate = formGate(campaign);
  // The way on is the server's word now, not a copy kept from before (a fee just paid).
  if (gate && submit.status !== 'succeeded' && !settled) return <PageSkeleton />;
  if (gate && submit.status !== 'succeeded') {
    return <FormGateRedirect gate={gate} id={id} query={query} />;
  }
  const toStep = (target: Step) => withCarry(paths.campaign.formItem(id, target), query);
  // The consents given, with the 隐私政策 opened first: else their screen first (issue 24).
  const consents = infoConsentsOf(draft);
  if (!consents) return <Navigate replace to={withCarry(paths.campaign.form(id), query)} />;
  // A deep link (or a reload) past what is answered, or to a step this family does not answer.
  const open = firstOpenStep(draft);
  const steps = stepsFor(draft.family);
  if (!steps.includes(step) || (open && steps.indexOf(open) < steps.indexOf(step))) {
    return <Navigate replace to={toStep(open ?? 'contact')} state={STEP_STATE} />;
  }

  const position = steps.indexOf(step) + 1;
  const goOn = () => {
    const problem = stepError(step, draft);
    setError(problem);
    if (problem) return;
    trackEvent({ type: 'questionnaire', campaignId: id, step });
    const next = nextStep(step, draft);
    if (next) {
      navigate(toStep(next), { state: STEP_STATE });
      return;
    }
    const answers = toAnswers(draft);
    if (!answers || !draft.slotId) return;
    const idempotencyKey = draft.idempotencyKey ?? randomId(12);
    if (!draft.idempotencyKey) update({ idempotencyKey });
    dispatch(
      customizedV2Actions.answersSubmitted({
        id,
        request: {
          idempotencyKey,
          orderId: campaign.visitor.orderId ?? '',
          slotId: draft.slotId,
          answers,
          traceId: currentTraceId(serviceTrail(id)) ?? beginTrace(serviceTrail(id)),
          consents,
        },
      }),
    );
  };
  const goBack = () => {
    const previous = previousStep(step, draft);
    // Back walks the steps in order: the history holds them, one entry each.
    if (location.key !== 'default') navigate(-1);
    else
      navigate(previous ? toStep(previous) : withCarry(paths.campaign.form(id), query), {
        replace: true,
        state: previous ? STEP_STATE : undefined,
      });
  };

  const slotList = slots.id === id ? (slots.data ?? []) : [];
  const slotsState =
    last && slots.status === 'failed' ? (
      <StateBlock
        kind="error"
        title={TEXT.slotsFailed}
        action={
          <Button onClick={() => dispatch(customizedV2Actions.slotsRequested({ id }))}>
            {CUSTOM_COPY.retry}
          </Button>
        }
      />
    ) : last && slots.status === 'succeeded' && slotList.every((slot) => slot.full) ? (
      <StateBlock kind="empty" title={TEXT.noSlots} />
    ) : null;

  return (
    <main className={styles.page}>
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{TEXT.steps[step]}</h1>
      </header>
      <p className={styles.progressText}>{TEXT.progress(position, steps.length)}</p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={position}
        aria-label={TEXT.progress(position, steps.length)}
      >
        <div
          className={styles.progressFill}
          style={{ width: `${(position / steps.length) * 100}%` }}
        />
      </div>
      <section className={styles.section}>
        {slotsState ?? (
          <StepFields
            step={step}
            draft={draft}
            update={(patch) => {
              setError(null);
              update(patch);
            }}
            slots={slotList}
          />
        )}
        {last ? (
          <>
            <p className={styles.note}>{PLAN_TIMING.promise}</p>
            <p className={styles.note}>{TEXT.hoursNote(campaign.workingHours)}</p>
          </>
        ) : null}
        {error || submit.refusal ? (
          <p className={styles.error} role="alert">
            {error ?? submit.refusal}
          </p>
        ) : null}
      </section>
      <div className={styles.formBar}>
        <Button variant="ghost" onClick={goBack}>
          {TEXT.prev}
        </Button>
        <Button loading={submit.status === 'loading'} onClick={goOn}>
          {last ? (submit.status === 'loading' ? TEXT.submitting : TEXT.submit) : TEXT.next}
        </Button>
      </div>
    </main>
  );
}

/** The step a formItems route names; `pages` and `tool` (the order and helpers) resume the form. */
function stepOf(pathname: string): Step | null {
  const last =
    pathname
      .replace(/\.html$/, '')
      .split('/')
      .pop() ?? '';
  return isStep(last) ? last : null;
}

/**
 * `/Active/MadeSpecial/:id/Form/formItems/<step>`: one step of the planning questionnaire, with
 * its progress; the answers live in the session draft, so back and reload keep them.
 */
export default function StepScreen() {
  const state = useCampaign();
  const { pathname } = useLocation();
  const step = stepOf(pathname);
  const [draft] = useDraft(state.id);
  const { mark, arriving } = useServiceEntry(state.id, { questionnaire: true });
  // A submit coming back here (a questionnaire begun without the landing) goes straight on.
  if (arriving) return <PageSkeleton />;
  if (!step) {
    return (
      <Navigate
        replace
        to={withCarry(
          infoConsentsOf(draft)
            ? paths.campaign.formItem(state.id, firstOpenStep(draft) ?? 'communicationTime')
            : paths.campaign.form(state.id),
          state.query,
        )}
      />
    );
  }
  return (
    <CampaignState state={state}>
      {(campaign) => <StepForm key={step} campaign={campaign} step={step} mark={mark} />}
    </CampaignState>
  );
}
