import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { POLICY_COPY } from '../../config/copy-policy';
import { SITE } from '../../config/site';
import { paths, pathOf } from '../../config/paths';
import { telHref } from '../../lib/phone';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { policyActions, selectEpolicy, selectPolicyDetail } from '../../data/policy';
import type { Applicant, PolicyDetail, PolicyInsured } from '../../data/policy/types';
import { paysOnDeath } from '../../data/product/facts';
import { maskBankAccount, maskEmail, maskIdCard, maskPhone } from '../../lib/mask';
import { priceText } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Fact } from '../../ui/Facts';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { useForgetOnLeave } from '../_shared/forget-on-leave';
import { RecordRefused } from '../_shared/RecordRefused';
import { ReturnLink } from '../_shared/ReturnLink';
import { DocumentView, EPOLICY_DOC } from './DocumentView';
import { RenewalNotice } from './PolicyListScreen';
import { liabilitySums, sumText } from '../_shared/sum-text';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './PolicyDetail.module.css';
import statusStyles from './status.module.css';

const TEXT = POLICY_COPY.detail;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Every personal number is masked again here, whatever the server sent. */
function PersonFacts({ person }: { person: Applicant | PolicyInsured }) {
  return (
    <dl className={styles.facts}>
      <Fact label={TEXT.name}>{person.name}</Fact>
      {person.idType ? <Fact label={TEXT.idType}>{person.idType}</Fact> : null}
      {person.idNumber ? (
        <Fact label={TEXT.idNumber} testId="id-number">
          {maskIdCard(person.idNumber)}
        </Fact>
      ) : null}
      {person.birthDate ? <Fact label={TEXT.birthDate}>{person.birthDate}</Fact> : null}
      {person.gender ? <Fact label={TEXT.gender}>{POLICY_COPY.gender[person.gender]}</Fact> : null}
      {'phone' in person && person.phone ? (
        <Fact label={TEXT.phone}>{maskPhone(person.phone)}</Fact>
      ) : null}
      {'email' in person && person.email ? (
        <Fact label={TEXT.email}>{maskEmail(person.email)}</Fact>
      ) : null}
    </dl>
  );
}

function Epolicy({ policy }: { policy: PolicyDetail }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const epolicy = useAppSelector(selectEpolicy);
  const ready = policy.epolicy.status === 'ready';
  const refreshing = epolicy.policyNo === policy.policyNo && epolicy.status === 'loading';
  return (
    <section className={styles.card} aria-label={TEXT.epolicy}>
      <div className={`${styles.epolicy} ${ready ? '' : styles.epolicyOff}`}>
        <h2 className={styles.epolicyTitle}>{ready ? TEXT.epolicy : TEXT.epolicyIssuing}</h2>
        {ready ? (
          <Button
            className={styles.small}
            onClick={() => navigate(paths.policy.detail(policy.policyNo, EPOLICY_DOC))}
          >
            {TEXT.openEpolicy}
          </Button>
        ) : (
          <Button
            variant="ghost"
            className={styles.small}
            loading={refreshing}
            onClick={() => dispatch(policyActions.epolicyRequested({ policyNo: policy.policyNo }))}
          >
            {refreshing ? TEXT.refreshing : TEXT.refresh}
          </Button>
        )}
      </div>
      {ready ? null : <p className={styles.lead}>{TEXT.epolicyIssuingLead}</p>}
    </section>
  );
}

function StatusNotice({ policy }: { policy: PolicyDetail }) {
  if (policy.status === 'surrendered' && policy.surrenderedAt) {
    return (
      <p className={`${styles.notice} ${styles.noticeMuted}`}>
        {TEXT.surrendered(policy.surrenderedAt)}
      </p>
    );
  }
  if (policy.status === 'pending') {
    return (
      <p className={`${styles.notice} ${styles.noticeBrand}`}>
        {TEXT.pending(policy.effectiveDate)}
      </p>
    );
  }
  if (policy.renewalDue) {
    return (
      <div className={styles.notice}>
        <RenewalNotice policy={policy} />
      </div>
    );
  }
  return null;
}

function Cover({ policy }: { policy: PolicyDetail }) {
  return (
    <Card title={TEXT.cover}>
      <dl className={styles.facts}>
        {policy.planName ? <Fact label={TEXT.plan}>{policy.planName}</Fact> : null}
        {/* A sum for each liability: the table below states them all, no one figure does. */}
        {liabilitySums(policy.coverages) ? null : (
          <Fact label={TEXT.sumInsured}>{sumText(policy.sumInsured)}</Fact>
        )}
        <Fact label={TEXT.premium}>
          {priceText(policy.premium, policy.premiumUnit, POLICY_COPY.free, { exact: true })}
        </Fact>
        <Fact label={TEXT.effectiveDate}>{policy.effectiveDate}</Fact>
        <Fact label={TEXT.period}>
          {POLICY_COPY.period(policy.effectiveDate, policy.endDate)}
          {policy.termLabel ? `（${policy.termLabel}）` : ''}
        </Fact>
        {policy.paymentTerm ? <Fact label={TEXT.paymentTerm}>{policy.paymentTerm}</Fact> : null}
        {policy.renewalAccount ? (
          <Fact label={TEXT.renewalAccount}>
            {policy.renewalAccount.bank} {maskBankAccount(policy.renewalAccount.account)}
          </Fact>
        ) : null}
      </dl>
      {policy.coverages.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{TEXT.coverageItem}</th>
              <th scope="col">{TEXT.coverageSum}</th>
            </tr>
          </thead>
          <tbody>
            {policy.coverages.map((coverage) => (
              <tr key={coverage.item}>
                <td>
                  {coverage.item}
                  {coverage.note ? <small>{coverage.note}</small> : null}
                </td>
                <td>{coverage.sumInsured}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}

function People({ policy }: { policy: PolicyDetail }) {
  const named = policy.beneficiaryType === 'named' && policy.beneficiaries.length > 0;
  return (
    <>
      <Card title={TEXT.applicant}>
        <PersonFacts person={policy.applicant} />
      </Card>
      <Card title={TEXT.insured}>
        {policy.insured.map((person, i) => (
          <div key={`${person.name}-${i}`} className={styles.person}>
            <p className={styles.personName}>
              {TEXT.relationship}：{POLICY_COPY.relation[person.relationship]}
            </p>
            <PersonFacts person={person} />
          </div>
        ))}
      </Card>
      {/* A 身故受益人 only where the policy pays on death (not a medical policy's), or names one. */}
      {named || policy.coverages.length === 0 || paysOnDeath(policy.coverages) ? (
        <Card title={TEXT.beneficiaries}>
          {!named ? (
            <>
              <dl className={styles.facts}>
                <Fact label={TEXT.beneficiaries}>{TEXT.legal}</Fact>
              </dl>
              <p className={styles.lead}>{TEXT.legalLead}</p>
            </>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.name}</th>
                  <th scope="col">{TEXT.beneficiaryRelationship}</th>
                  <th scope="col">{TEXT.share}</th>
                </tr>
              </thead>
              <tbody>
                {policy.beneficiaries.map((b) => (
                  <tr key={`${b.name}-${b.share}-${b.relationship}`}>
                    <td>{b.name}</td>
                    <td>{POLICY_COPY.relation[b.relationship]}</td>
                    <td>{b.share}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      ) : null}
    </>
  );
}

function Documents({ policy }: { policy: PolicyDetail }) {
  const navigate = useNavigate();
  if (policy.documents.length === 0) return null;
  return (
    <Card title={TEXT.documents}>
      <ul className={styles.docs}>
        {policy.documents.map((doc) => (
          <li key={doc.key}>
            <button
              type="button"
              className={styles.doc}
              onClick={() => navigate(paths.policy.detail(policy.policyNo, doc.key))}
            >
              《{doc.title}》
              {doc.key === 'exclusions' ? (
                <span className={styles.important}>{TEXT.important}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Service({ policy }: { policy: PolicyDetail }) {
  if (!policy.coolingOff) return null;
  return (
    <Card title={TEXT.coolingOff}>
      <p className={styles.lead}>
        <strong>{TEXT.coolingOffLine(policy.coolingOff.days, policy.coolingOff.endDate)}</strong>
      </p>
      <p className={styles.lead}>{TEXT.coolingOffLead}</p>
    </Card>
  );
}

/**
 * 理赔报案: how a claim is reported, which is by the insurer's line (the site has no claims form):
 * the number to call, when, what to have ready, the steps, and the operator's help.
 */
function Claim({
  policy,
  headingRef,
}: {
  policy: PolicyDetail;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className={styles.card} aria-labelledby="policy-claim">
      <h2 id="policy-claim" className={styles.cardTitle} ref={headingRef} tabIndex={-1}>
        {TEXT.claim}
      </h2>
      <p className={styles.lead}>{TEXT.claimLead(policy.claimReport)}</p>
      {policy.insurerHotline ? (
        <a className={styles.call} href={telHref(policy.insurerHotline)}>
          {TEXT.claimCall} <span className={styles.callNumber}>{policy.insurerHotline}</span>
        </a>
      ) : null}
      {policy.claimDocuments.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{TEXT.claimDocuments}</h3>
          <p className={styles.lead}>{TEXT.claimDocumentsLead}</p>
          <ul className={styles.documents}>
            {policy.claimDocuments.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {policy.claimsProcess.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{TEXT.claimSteps}</h3>
          <ol className={styles.steps}>
            {policy.claimsProcess.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                {step.description ? `：${step.description}` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className={styles.lead}>
        {TEXT.claimHelp}{' '}
        <a className={styles.tel} href={telHref(SITE.operator.hotline)}>
          {SITE.operator.hotline}
        </a>
        （{TEXT.serviceHours}）
      </p>
    </section>
  );
}

function Detail({ policy }: { policy: PolicyDetail }) {
  const claimHeading = useRef<HTMLHeadingElement>(null);
  const toClaim = () => {
    const heading = claimHeading.current;
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={funnelStyles.title}>{policy.productName}</h1>
        <p className={styles.meta}>
          {TEXT.policyNo}：<span data-testid="policy-no">{policy.policyNo}</span>
        </p>
        <p className={styles.meta}>
          {TEXT.insurer}：{policy.insurer}
        </p>
        <button type="button" className={styles.claimEntry} onClick={toClaim}>
          {TEXT.claim}
        </button>
        <span className={`${styles.stamp} ${statusStyles[policy.status]}`} role="status">
          {POLICY_COPY.status[policy.status]}
        </span>
      </header>
      <StatusNotice policy={policy} />
      <Epolicy policy={policy} />
      <Cover policy={policy} />
      <People policy={policy} />
      <Claim policy={policy} headingRef={claimHeading} />
      <Documents policy={policy} />
      <Service policy={policy} />
      <div className={styles.actions}>
        {/* Opened from the list (any tab): Back to it, at its place, not a second list. */}
        <ReturnLink className={styles.ghost} to={paths.policy.list()} anyQuery>
          {TEXT.backToList}
        </ReturnLink>
      </div>
    </main>
  );
}

/**
 * /Policy/policyDetail?policyNo=: one of the visitor's policies; `&doc=` opens a document. A
 * number that is not the visitor's (or none) is refused in place; leaving forgets the policy.
 */
export default function PolicyDetailScreen() {
  const [params] = useSearchParams();
  const policyNo = params.get('policyNo') ?? '';
  const docKey = params.get('doc');
  const location = useLocation();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectPolicyDetail);
  const load = () => dispatch(policyActions.detailRequested({ policyNo }));

  useEffect(() => {
    if (policyNo) dispatch(policyActions.detailRequested({ policyNo }));
  }, [dispatch, policyNo]);
  // The detail and its documents are one screen: leaving it forgets the policy.
  useForgetOnLeave(policyNo ? `policy:${policyNo}` : null, () =>
    dispatch(policyActions.detailForgotten({ policyNo })),
  );

  const mine = detail.policyNo === policyNo;
  const policy = mine ? detail.data : null;
  if (mine && detail.notYours) return <RecordRefused kind="policy" />;
  if (!policyNo || (mine && detail.refusal !== null)) {
    return (
      <main className={styles.page}>
        <StateBlock
          kind="error"
          title={(mine && detail.refusal) || TEXT.loadFailed}
          action={
            <div className={styles.actions}>
              {mine && detail.notBound ? (
                // A messaging-app account without a phone: bind one, and come back to this policy.
                // The bind screen takes this entry, and the policy takes it back once bound: no
                // second copy of the policy behind it (issue 23).
                <Link className={styles.primary} to={paths.bind(pathOf(location))} replace>
                  {COPY.wechat.bindTitle}
                </Link>
              ) : null}
              <Link className={styles.ghost} to={paths.policy.list()} replace>
                {TEXT.backToList}
              </Link>
              <Link className={styles.ghost} to={paths.home()} replace>
                {TEXT.backHome}
              </Link>
            </div>
          }
        />
      </main>
    );
  }
  if (!policy) {
    return (
      <main className={styles.page}>
        {mine && detail.status === 'failed' ? (
          <StateBlock
            kind="error"
            title={TEXT.loadFailed}
            action={<Button onClick={load}>{TEXT.retry}</Button>}
          />
        ) : (
          <div className={styles.card}>
            <CardSkeletons count={3} />
          </div>
        )}
      </main>
    );
  }
  return docKey ? <DocumentView policy={policy} docKey={docKey} /> : <Detail policy={policy} />;
}
