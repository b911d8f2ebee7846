import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { INVITE_COPY } from '../../../config/copy-invite';
import { bootPageOf, paths, type BootDesign, type BootLayout } from '../../../config/paths';
import { activeActions, selectGroup } from '../../../data/active';
import type { Group } from '../../../data/active/types';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { trackEvent } from '../../../lib/stats-event';
import { Button } from '../../../ui/Button';
import { useShareCard } from '../../../ui/share-card';
import { SiteFooter } from '../../../ui/SiteFooter';
import { HomeLink } from '../../../ui/HomeLink';
import { StateBlock } from '../../../ui/StateBlock';
import { copyText } from '../copy-text';
import { LoadState } from '../LoadState';
import styles from '../Campaign.module.css';
import bootStyles from './Boot.module.css';

function Owner({ group }: { group: Group }) {
  const { owner } = group;
  return (
    <section className={styles.section} aria-label={INVITE_COPY.boot.owner}>
      <div className={styles.advisor}>
        {owner.avatar ? (
          <img className={styles.avatar} src={owner.avatar} alt="" width={48} height={48} />
        ) : null}
        <div className={styles.advisorBody}>
          <p className={styles.advisorName}>{owner.name}</p>
          {owner.title ? <p className={styles.advisorLine}>{owner.title}</p> : null}
          <p className={styles.advisorLine}>{owner.organisation}</p>
          <p className={styles.advisorLine}>
            {CAMPAIGN_COPY.licence}：<span className="keep-whole">{owner.licenceNo}</span>
          </p>
        </div>
      </div>
      <div className={styles.stack}>
        <Button variant="ghost" block onClick={() => void copyText(owner.wechatId)}>
          {INVITE_COPY.boot.copyWechat}
        </Button>
      </div>
    </section>
  );
}

function GroupQr({ group, className }: { group: Group; className: string }) {
  return (
    <section className={className} aria-label={group.groupName}>
      <p className={bootStyles.groupName}>{group.groupName}</p>
      <img
        className={bootStyles.qrImage}
        src={group.qrCode}
        alt={INVITE_COPY.boot.qrAlt(group.groupName)}
        width={200}
        height={200}
        data-testid="group-qr"
      />
      <p>{INVITE_COPY.boot.scan}</p>
      {group.validUntil ? (
        <p className={styles.muted}>{INVITE_COPY.boot.validUntil(group.validUntil)}</p>
      ) : null}
      <p className={styles.muted}>{INVITE_COPY.boot.addOwner}</p>
    </section>
  );
}

function Benefits({ group, grid }: { group: Group; grid: boolean }) {
  if (group.benefits.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="benefits">
      <h2 id="benefits" className={styles.heading}>
        {INVITE_COPY.boot.benefits}
      </h2>
      <ul className={grid ? bootStyles.grid : bootStyles.list}>
        {group.benefits.map((benefit) => (
          <li key={benefit.title}>
            <span className={bootStyles.benefitTitle}>{benefit.title}</span>
            <span className={bootStyles.benefitText}>{benefit.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A closed or expired group: say so, and leave the owner's id to ask for another. */
function Unavailable({ group }: { group: Group }) {
  const closed = group.status === 'closed';
  return (
    <>
      <StateBlock
        kind="empty"
        title={closed ? INVITE_COPY.boot.closed : INVITE_COPY.boot.expired}
        description={closed ? INVITE_COPY.boot.closedBody : INVITE_COPY.boot.expiredBody}
      />
      <Owner group={group} />
    </>
  );
}

function Layout({
  group,
  design,
  layout,
}: {
  group: Group;
  design: BootDesign;
  layout: BootLayout;
}) {
  if (group.status !== 'open') return <Unavailable group={group} />;
  const notice = group.notice ? (
    <p className={`${styles.muted} ${styles.center}`}>{group.notice}</p>
  ) : null;
  if (design === 'BootPage1') {
    return (
      <>
        <div className={bootStyles.band}>
          <h1 className={bootStyles.heroTitle}>{group.headline}</h1>
        </div>
        {layout === 'new' ? <Benefits group={group} grid /> : null}
        <GroupQr
          group={group}
          className={layout === 'new' ? bootStyles.qrCard : bootStyles.lifted}
        />
        <Owner group={group} />
        {layout === 'classic' ? <Benefits group={group} grid={false} /> : null}
        {notice}
      </>
    );
  }
  return (
    <>
      <header className={bootStyles.hero}>
        <h1 className={bootStyles.heroTitle}>{group.headline}</h1>
      </header>
      {layout === 'new' ? (
        <>
          <GroupQr group={group} className={bootStyles.qrCard} />
          <Benefits group={group} grid />
          <Owner group={group} />
        </>
      ) : (
        <>
          <Owner group={group} />
          <GroupQr group={group} className={bootStyles.qrCard} />
          <Benefits group={group} grid={false} />
        </>
      )}
      {notice}
    </>
  );
}

/**
 * /BootPage, /BootPage1 and their `new` layouts (联系群主领取更多福利): the group owner's card, the
 * benefits of joining, the group's QR code as an <img> (a long press recognises it) and the
 * owner's messaging-app id to copy. The group comes from `?id=` (the current one without).
 */
export default function BootScreen() {
  const { design, layout } = bootPageOf(useLocation().pathname);
  const groupParam = useSearchParams()[0].get('id') ?? undefined;
  const id = groupParam || 'current';
  const dispatch = useAppDispatch();
  const group = useAppSelector(selectGroup);
  const current = group.key === id ? group : null;
  const data = current?.data ?? null;

  useEffect(() => {
    if (group.key !== id) dispatch(activeActions.groupRequested({ id }));
  }, [dispatch, group.key, id]);

  useEffect(() => {
    if (data?.status === 'open') {
      trackEvent({ type: 'conversion', landing: 'group', id, step: 'view', variant: design });
    }
  }, [data, design, id]);

  useShareCard(
    data?.status === 'open'
      ? { title: data.groupName, desc: data.headline, path: paths.boot(design, layout, groupParam) }
      : null,
  );

  return (
    <main className={styles.plainPage}>
      <HomeLink />
      <LoadState
        status={current?.status ?? 'loading'}
        data={data}
        missing={current?.missing ? INVITE_COPY.boot.missing : false}
        onRetry={() => dispatch(activeActions.groupRequested({ id }))}
      >
        {(loaded) => <Layout group={loaded} design={design} layout={layout} />}
      </LoadState>
      <SiteFooter />
    </main>
  );
}
