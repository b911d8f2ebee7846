import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { proposalActions, selectPlanShare } from '../../data/proposal';
import type { PlanShare } from '../../data/proposal/types';
import { chinaTime } from '../../lib/date';
import { Button } from '../../ui/Button';
import { showDialog, toast } from '../../ui/feedback';
import { copyText } from '../_shared/copy-text';
import { inWechat } from '../_shared/in-wechat';
import { planFigures, sharedBasis, type PlanFigures } from './figures';
import { shareCardOf, type ShareCard } from './share-card';
import styles from './Proposal.module.css';
import shareStyles from './Share.module.css';

const TEXT = PROPOSAL_COPY.share;

/** The figures and the card of a live share: what its link shows, and how a chat shows it. */
export interface LiveShare {
  share: PlanShare;
  figures: PlanFigures;
  card: ShareCard;
}

/** The plan's live share as the family's screens know it, or null (none, or not known yet). */
export function useLiveShare(planId: string): LiveShare | null {
  const state = useAppSelector(selectPlanShare);
  const share = state.id === planId ? state.data : null;
  return useMemo(() => {
    if (!share) return null;
    const figures = planFigures(sharedBasis(share.content));
    return { share, figures, card: shareCardOf(figures, share.key) };
  }, [share]);
}

/**
 * 分享给好友, on the plan and its preview (its own family only): whether the plan is shared; 生成
 * 分享链接 asks the server for a share (the button is locked while asked, a failure says so in
 * place and the button asks again); once the server has made it, the card friends get, the link
 * (https, to copy, or inside the messaging app the way to send the card the page now hands to the
 * JS-SDK), and 撤销分享, which asks first and shows the share gone only once the server says so.
 */
export function SharePanel({ planId }: { planId: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPlanShare);
  const live = useLiveShare(planId);
  const mine = state.id === planId;
  const creating = mine && state.action === 'creating';
  const revoking = mine && state.action === 'revoking';
  const failure = mine ? state.failure : null;

  const reload = () => dispatch(proposalActions.shareRequested({ id: planId }));
  const create = () => dispatch(proposalActions.shareCreateRequested({ id: planId }));
  const revoke = () =>
    void showDialog({
      title: TEXT.revokeTitle,
      content: TEXT.revokeBody,
      okText: TEXT.revokeOk,
      onOk: () => void dispatch(proposalActions.shareRevokeRequested({ id: planId })),
      layer: 'share-revoke',
    });
  const copy = async (link: string) => {
    if (await copyText(link)) toast.success(TEXT.copied);
    else toast.fail(TEXT.copyFailed);
  };

  let body;
  if (!mine || state.status === 'idle' || state.status === 'loading') {
    body = (
      <p className={styles.note} aria-busy="true">
        {TEXT.loading}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <>
        <p className={shareStyles.failure} role="alert">
          {TEXT.loadFailed}
        </p>
        <div className={shareStyles.actions}>
          <Button variant="ghost" onClick={reload}>
            {TEXT.retry}
          </Button>
        </div>
      </>
    );
  } else if (live) {
    const { card } = live;
    body = (
      <>
        <p className={shareStyles.state} data-testid="share-state">
          {TEXT.live(chinaTime(live.share.createdAt))}
        </p>
        <p className={shareStyles.cardLabel}>{TEXT.card}</p>
        <div
          className={shareStyles.card}
          data-testid="share-card"
          data-share-title={card.title}
          data-share-desc={card.desc}
          data-share-link={card.link}
        >
          <p className={shareStyles.cardTitle}>{card.title}</p>
          <p className={shareStyles.cardDesc}>{card.desc}</p>
        </div>
        <input
          className={shareStyles.link}
          aria-label={TEXT.link}
          value={card.link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-link"
        />
        <p className={shareStyles.hint}>{inWechat() ? TEXT.inWechat : TEXT.outside}</p>
        <div className={shareStyles.actions}>
          <Button onClick={() => void copy(card.link)} disabled={revoking}>
            {TEXT.copy}
          </Button>
          <Button variant="ghost" onClick={revoke} loading={revoking}>
            {revoking ? TEXT.revoking : TEXT.revoke}
          </Button>
        </div>
        <Link className={shareStyles.open} to={card.path}>
          {TEXT.open}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className={shareStyles.state} data-testid="share-state">
          {state.revoked ? TEXT.revoked : TEXT.none}
        </p>
        <div className={shareStyles.actions}>
          <Button onClick={create} loading={creating}>
            {creating ? TEXT.creating : TEXT.create}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={styles.card} aria-label={TEXT.title} data-testid="plan-share">
      <h2 className={styles.cardTitle}>{TEXT.title}</h2>
      <p className={styles.note}>{TEXT.lead}</p>
      {body}
      {failure ? (
        <p className={shareStyles.failure} role="alert">
          {failure.message ?? (failure.action === 'create' ? TEXT.createFailed : TEXT.revokeFailed)}
        </p>
      ) : null}
    </section>
  );
}
