import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { PLAN_TIMING } from '../../config/copy-plan-timing';
import { paths, pathOf } from '../../config/paths';
import { SITE } from '../../config/site';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { customizedV2Actions, selectServiceOrder } from '../../data/customizedV2';
import { AGREEMENT_KEY, agreementAt, serviceTrail } from '../../data/customizedV2/questionnaire';
import { beginTrace, currentTraceId, traceEvent } from '../../data/trace';
import type { Campaign } from '../../data/customizedV2/types';
import { priceText } from '../../lib/money';
import { isMobilePhone } from '../../lib/phone';
import { randomId } from '../../lib/random';
import { trim } from '../../lib/text';
import { BottomSheet } from '../../ui/BottomSheet';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Price } from '../../ui/Price';
import { SiteFooter } from '../../ui/SiteFooter';
import { DockFooter } from '../_shared/DockFooter';
import { DocumentOverlay, useDocuments } from '../_shared/DocumentOverlay';
import { ConsentBox, DocumentList, DocumentTitle, unreadOf } from '../_shared/ReadThenConsent';
import { useTraceScreen } from '../_shared/use-trace';
import funnelStyles from '../_shared/funnel.module.css';
import { inWechat } from '../_shared/in-wechat';
import { useCampaign, variantOf, withCarry, type LandingVariant } from './campaign';
import { CampaignState } from './CampaignState';
import { useDraft } from './form';
import {
  fresh,
  hop,
  JOURNEY_TTL,
  readJourney,
  sheetOf,
  sheetState,
  updateJourney,
  useServiceEntry,
  type Mark,
  type Sheet,
} from './history';
import { usePayFee } from './pay';
import styles from './Customized.module.css';

const TEXT = CUSTOM_COPY.landing;
const ACTION = CUSTOM_COPY.action;

/** The messaging app's authorisation leaves these in the address: they are single use. */
const OAUTH_KEYS = ['code', 'state'];

function PriceSection({ campaign }: { campaign: Campaign }) {
  const waived = campaign.price === 0 && campaign.customerFree && campaign.visitor.customer;
  return (
    <section className={styles.section} aria-labelledby="custom-price">
      <h2 id="custom-price" className={styles.heading}>
        {TEXT.price}
      </h2>
      <p className={styles.priceRow} data-testid="service-price">
        {campaign.price === 0 ? TEXT.free : <Price amount={campaign.price} exact />}
        {campaign.priceSigned ? <span className={styles.tag}>{TEXT.signedPrice}</span> : null}
        {campaign.price < campaign.regularPrice ? (
          <del className={styles.was}>
            {TEXT.regularPrice} <Price amount={campaign.regularPrice} exact />
          </del>
        ) : null}
      </p>
      {waived ? <p className={styles.note}>{TEXT.customerFree}</p> : null}
      {/* Nothing paid, nothing to refund. */}
      {campaign.price === 0 ? null : (
        <>
          <h3 className={styles.itemTitle}>{TEXT.refund}</h3>
          <p className={styles.note}>{campaign.refundRule}</p>
        </>
      )}
    </section>
  );
}

function Planners({ campaign }: { campaign: Campaign }) {
  return (
    <section className={styles.section} aria-labelledby="custom-planners">
      <h2 id="custom-planners" className={styles.heading}>
        {TEXT.planners}
      </h2>
      <p className={styles.note}>{TEXT.plannerOf(campaign.organisation)}</p>
      {campaign.planners.map((planner) => (
        <div key={planner.licenceNo} className={styles.planner}>
          <span>
            <strong>{planner.name}</strong> {planner.title}
            {planner.years ? ` · ${TEXT.years(planner.years)}` : ''}
          </span>
          <span className={styles.licence}>
            {TEXT.licence} <span className="keep-whole">{planner.licenceNo}</span>
          </span>
        </div>
      ))}
    </section>
  );
}

/** Outside the messaging app, the not-yet-customer variant also offers paying inside it. */
function ScanToPay() {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(window.location.href, { margin: 4, width: 360 }))
      .then((url) => live && setImage(url))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className={styles.section} aria-labelledby="custom-scan">
      <h2 id="custom-scan" className={styles.heading}>
        {CUSTOM_COPY.scanToPay.title}
      </h2>
      <p className={styles.note}>{CUSTOM_COPY.scanToPay.body}</p>
      {image ? <img className={styles.qr} src={image} alt={CUSTOM_COPY.scanToPay.alt} /> : null}
    </section>
  );
}

/**
 * The service agreement the fee's order binds the visitor to (issue 24): opened full screen
 * (已阅读), then agreed to, before the dock's 立即定制 (or 登录后开始定制) goes on.
 */
function AgreementSection({
  title,
  read,
  onOpen,
  agreedAt,
  onAgree,
  tried,
  free,
}: {
  title: string;
  free: boolean;
  read: readonly string[];
  onOpen: (key: string) => void;
  agreedAt: string | null;
  onAgree: (checked: boolean) => void;
  tried: boolean;
}) {
  const doc = { key: AGREEMENT_KEY, title };
  const docs = [doc];
  const unread = unreadOf(docs, read);
  return (
    <section
      id="custom-agreement"
      className={styles.section}
      aria-labelledby="custom-agreement-title"
    >
      <h2 id="custom-agreement-title" className={styles.heading}>
        {TEXT.agreementTitle}
      </h2>
      <p className={styles.note}>{free ? TEXT.agreementLeadFree : TEXT.agreementLead}</p>
      <DocumentList docs={docs} read={read} onOpen={onOpen} />
      <ConsentBox checked={!!agreedAt} unread={unread} invalid={tried} onChange={onAgree}>
        {TEXT.consentLead}
        <DocumentTitle doc={doc} onOpen={onOpen} />
      </ConsentBox>
      {/* Documents still unread: the box says so itself. */}
      {tried && !agreedAt && !unread.length ? (
        <p className={styles.error} role="alert">
          {TEXT.mustConsent(title)}
        </p>
      ) : null}
    </section>
  );
}

function PhoneSheet({
  open,
  phone,
  onPhone,
  price,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  phone: string;
  onPhone: (phone: string) => void;
  /** The fee (yuan): the button says what it pays, 确认并支付 ¥99.00; none for a free service. */
  price: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (phone: string) => void;
}) {
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isMobilePhone(trim(phone))) {
      setInvalid(true);
      return;
    }
    onConfirm(trim(phone));
  };
  return (
    <BottomSheet
      open={open}
      title={CUSTOM_COPY.phone.title}
      onClose={onClose}
      closeLabel={CUSTOM_COPY.phone.cancel}
    >
      <form onSubmit={submit} noValidate>
        <p className={styles.note}>
          {inWechat() ? CUSTOM_COPY.phone.lead : CUSTOM_COPY.phone.leadBrowser}
        </p>
        <input
          className={`${styles.field} ${invalid ? styles.invalid : ''}`}
          aria-label={CUSTOM_COPY.phone.placeholder}
          placeholder={CUSTOM_COPY.phone.placeholder}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={phone}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'custom-phone-error' : undefined}
          onChange={(event) => {
            setInvalid(false);
            onPhone(event.target.value.replace(/\D/g, ''));
          }}
        />
        {invalid ? (
          <p id="custom-phone-error" className={styles.error} role="alert">
            {COPY.login.badPhone}
          </p>
        ) : null}
        <Button type="submit" block loading={busy}>
          {price === 0
            ? CUSTOM_COPY.phone.confirmFree
            : `${CUSTOM_COPY.phone.confirm} ${priceText(price, '', '', { exact: true })}`}
        </Button>
      </form>
    </BottomSheet>
  );
}

function Landing({
  campaign,
  variant,
  mark,
  loaded,
}: {
  campaign: Campaign;
  variant: LandingVariant;
  mark: Mark | null;
  /** The campaign as the server tells it now (not a copy kept from before signing in). */
  loaded: boolean;
}) {
  const { id, kind, query } = useCampaign();
  const location = useLocation();
  const navigation = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectServiceOrder);
  const [draft, updateDraft] = useDraft(id);
  // This visit asked for an order (an order kept from an earlier visit starts nothing).
  const [asked, setAsked] = useState(false);
  // One key per visit to the landing: a retried tap answers the same order.
  const [orderKey] = useState(() => randomId(12));
  const { pay, paying, failed } = usePayFee(kind, id, query);
  const { status, orderId } = campaign.visitor;
  const free = campaign.price === 0;
  const formStart = withCarry(paths.campaign.form(id), query);
  const result = withCarry(paths.campaign.result(id), query);
  const sheet = sheetOf(location.state);
  const here = pathOf(location);
  const busy = paying || order.status === 'loading';
  // The service agreement, to open and agree to before the order (issue 24); its steps are in the
  // service's trail, which starts where the visitor can commit.
  const agreement = campaign.agreement;
  const offersOrder = status === 'guest' || status === 'new';
  const subject = serviceTrail(id);
  useTraceScreen(offersOrder && agreement ? subject : null, true);
  const documents = useDocuments(draft.documentsRead ?? [], (documentsRead) =>
    updateDraft({ documentsRead }),
  );
  const agreedAt = agreement ? agreementAt({ ...draft, documentsRead: documents.read }) : null;
  const [consentTried, setConsentTried] = useState(false);
  const agree = (checked: boolean) => {
    setConsentTried(false);
    updateDraft({ agreementAt: checked ? new Date().toISOString() : undefined });
    if (checked) traceEvent('consent', location.pathname, { target: AGREEMENT_KEY });
  };
  /** The agreement agreed to, or said so (and shown) when it is not. */
  const consented = () => {
    if (!agreement || agreedAt) return true;
    setConsentTried(true);
    document.getElementById('custom-agreement')?.scrollIntoView({ block: 'center' });
    return false;
  };

  // The landing without a sheet is where the service's finished steps come back to.
  useEffect(() => {
    if (mark && !sheet) {
      updateJourney(id, (journey) => ({ ...journey, landing: { ...mark, path: here } }));
    }
  }, [id, mark, sheet, here]);

  // 确认手机号 and a payment under way are entries of their own: Back closes them, and the
  // payment's result takes their place (the landing's entry stays behind it).
  const openSheet = (which: Sheet) => navigate(here, { state: sheetState(which) });
  // Stable, as the sheet asks of its onClose (or it takes the focus back from the field).
  const closeSheet = useCallback(() => {
    if (sheet) navigate(-1);
  }, [sheet, navigate]);

  // Such an entry with nothing left to do (its payment could not start; gone back or forward
  // to after its moment) would be a second copy of the landing: back to the landing.
  useEffect(() => {
    if (sheet && failed) navigate(-1);
  }, [sheet, failed, navigate]);
  useEffect(() => {
    if (sheet && navigation === 'POP' && loaded && !busy && (sheet === 'pay' || status !== 'new')) {
      navigate(-1);
    }
    // On arriving at the entry, with the campaign as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, loaded]);

  // Back from sign-in: what the visitor asked for goes on by itself, once, on the entry they
  // asked from (sign-in's last screen is a second landing after it: back over it first).
  useEffect(() => {
    if (!loaded || status === 'guest') return;
    const { intent } = readJourney(id);
    if (!intent || !fresh(intent.at, JOURNEY_TTL.intent)) return;
    if (mark && intent.from.id !== mark.id && intent.from.pos === mark.pos - 1) {
      if (hop(id, mark, intent.from, {})) return;
    }
    updateJourney(id, ({ intent: _done, ...rest }) => rest);
    if (status === 'new') openSheet('phone');
    else if (status === 'paid') navigate(formStart);
    else if (status === 'done') navigate(result);
    // Once per entry of the landing, with the campaign as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, mark?.id, status]);

  const payOrder = (order: string) => {
    if (sheet) return pay(order, mark?.pos ?? null);
    openSheet('pay');
    pay(order, mark ? mark.pos + 1 : null);
  };

  useEffect(() => {
    const created = order.created;
    if (!created || order.status !== 'succeeded' || !asked) return;
    // From 确认手机号's entry, which the questionnaire or the payment's result replaces.
    if (created.status === 'paid') navigate(formStart, { replace: !!sheet });
    else pay(created.orderId, mark?.pos ?? null);
    // Once per order created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.created, asked]);

  const signIn = () => {
    if (!consented()) return;
    if (mark) {
      updateJourney(id, (journey) => ({ ...journey, intent: { from: mark, at: Date.now() } }));
    }
    if (kind === 'MadeSpecial') navigate(paths.signIn(here, inWechat()));
    else navigate(withCarry(paths.campaign.auth(kind, id), query));
  };

  const action = (() => {
    switch (status) {
      case 'guest':
        return { text: ACTION.signIn, run: signIn };
      case 'unpaid':
        return { text: ACTION.pay, run: () => orderId && payOrder(orderId) };
      case 'paid':
        return { text: ACTION.questionnaire, run: () => navigate(formStart) };
      case 'done':
        return { text: ACTION.result, run: () => navigate(result) };
      case 'new':
        return {
          text: free ? ACTION.startFree : ACTION.start,
          run: () => {
            if (!consented()) return;
            setAsked(false);
            openSheet('phone');
          },
        };
    }
  })();
  const intro =
    variant === 'customer'
      ? TEXT.customerIntro
      : variant === 'prospect'
        ? TEXT.prospectIntro
        : campaign.intro;

  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={variant === 'v2' ? styles.heroV2 : styles.hero}>
        <span className={styles.badge}>{TEXT.badge}</span>
        <h1 className={funnelStyles.title}>{campaign.title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {variant === 'v2' ? <PriceSection campaign={campaign} /> : null}
      <section className={styles.section} aria-labelledby="custom-benefits">
        <h2 id="custom-benefits" className={styles.heading}>
          {TEXT.whatYouGet}
        </h2>
        <ul className={styles.list}>
          {campaign.benefits.map((benefit) => (
            <li key={benefit.title}>
              <p className={styles.itemTitle}>{benefit.title}</p>
              <p className={styles.note}>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="custom-process">
        <h2 id="custom-process" className={styles.heading}>
          {TEXT.process}
        </h2>
        <ol className={styles.steps}>
          {(campaign.price === 0 ? PLAN_TIMING.freeSteps : PLAN_TIMING.steps).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.note}>{PLAN_TIMING.promise}</p>
      </section>
      <Planners campaign={campaign} />
      {variant === 'v2' ? null : <PriceSection campaign={campaign} />}
      {variant === 'prospect' && !inWechat() && status !== 'done' && status !== 'paid' ? (
        <ScanToPay />
      ) : null}
      {offersOrder && agreement ? (
        <AgreementSection
          title={agreement.title}
          free={campaign.price === 0}
          read={documents.read}
          onOpen={documents.open}
          agreedAt={agreedAt}
          onAgree={agree}
          tried={consentTried}
        />
      ) : null}
      <p className={styles.fine}>{TEXT.notAdvice}</p>
      <p className={styles.fine}>
        {TEXT.operator} {campaign.organisation} · {TEXT.hotline}{' '}
        {campaign.servicePhone || SITE.operator.hotline}
      </p>
      <SiteFooter />
      <DockFooter as="div">
        <span className={styles.dockPrice} data-testid="dock-price">
          {campaign.price === 0 ? (
            TEXT.free
          ) : status === 'paid' || status === 'done' ? (
            // Paid, as the server says: not a price still to pay.
            <span className={styles.dockPaid}>
              {TEXT.paid} <Price amount={campaign.price} exact />
            </span>
          ) : (
            <Price amount={campaign.price} exact />
          )}
        </span>
        <Button className={styles.dockButton} loading={busy} onClick={action.run}>
          {busy ? (paying ? ACTION.paying : ACTION.creating) : action.text}
        </Button>
      </DockFooter>
      <PhoneSheet
        open={sheet === 'phone' && status === 'new' && !(asked && order.status === 'succeeded')}
        // What the visitor typed first (kept for the questionnaire's contact step too), else
        // the account's number.
        phone={draft.mobile ?? campaign.visitor.phone ?? ''}
        onPhone={(mobile) => updateDraft({ mobile })}
        price={campaign.price}
        busy={order.status === 'loading'}
        onClose={closeSheet}
        onConfirm={(phone) => {
          // Reached without the agreement's consent (Forward to the sheet, say): back to it first.
          if (!consented()) {
            closeSheet();
            return;
          }
          setAsked(true);
          dispatch(
            customizedV2Actions.orderRequested({
              id,
              request: {
                ...query,
                phone,
                idempotencyKey: orderKey,
                traceId: currentTraceId(subject) ?? beginTrace(subject),
                consents: { serviceAgreementAt: agreedAt },
              },
            }),
          );
        }}
      />
      {agreement && documents.openKey === AGREEMENT_KEY ? (
        <DocumentOverlay doc={agreement} onClose={documents.close} />
      ) : null}
    </main>
  );
}

/**
 * `/Active/Customized/:id`, `/Active/CustomizedV2/:id`, `/Active/MadeSpecial/:id` and its
 * md5Price, abaoAser and unAbaoUser variants: what the service gives, who the planners are, the
 * price (the server's), the refund rule, and one button that does what the visitor's status asks.
 */
export default function LandingScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useCampaign();
  const { mark, arriving } = useServiceEntry(state.id);
  const params = new URLSearchParams(location.search);
  const stale = OAUTH_KEYS.some((key) => params.has(key));

  useEffect(() => {
    if (!stale) return;
    for (const key of OAUTH_KEYS) params.delete(key);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    // The address is cleaned once per arrival with the keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale]);

  // A finished step coming back here goes straight on (to the result, say): nothing to show.
  if (arriving) return <PageSkeleton />;
  return (
    <CampaignState state={state}>
      {(campaign) => (
        <Landing
          campaign={campaign}
          variant={variantOf(location.pathname)}
          mark={mark}
          loaded={state.settled && state.status === 'succeeded'}
        />
      )}
    </CampaignState>
  );
}
