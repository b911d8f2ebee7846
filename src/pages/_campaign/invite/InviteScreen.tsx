import { useEffect, useState } from 'react';
import { POSTER_MAKER_COPY } from '../../../config/copy-poster-maker';
import { INVITE_COPY } from '../../../config/copy-invite';
import { paths } from '../../../config/paths';
import { activeActions, selectInvite } from '../../../data/active';
import type { Invite } from '../../../data/active/types';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { signInActions } from '../../../data/login/sign-in';
import { shareLink } from '../../../lib/share';
import { Button } from '../../../ui/Button';
import { useShareCard } from '../../../ui/share-card';
import { StateBlock } from '../../../ui/StateBlock';
import { HomeLink } from '../../../ui/HomeLink';
import tones from '../../../ui/styles/tones.module.css';
import funnelStyles from '../../_shared/funnel.module.css';
import { inWechat } from '../../_shared/in-wechat';
import { copyText } from '../copy-text';
import { LoadState } from '../LoadState';
import styles from '../Campaign.module.css';
import inviteStyles from './Invite.module.css';

const CAMPAIGN = 'current';
const STATE_TONE = { invited: tones.muted, joined: tones.brand, rewarded: tones.ok } as const;

/** Where an invitee lands: the customisation service, with this visitor's code. */
function invitedPath(invite: Invite): string {
  return paths.campaign.invited(invite.serviceId, invite.inviteCode);
}

function InvitePoster({ invite }: { invite: Invite }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import('../draw-poster')
      .then(({ drawPoster }) =>
        drawPoster({
          picture: invite.posterBackground,
          lines: [INVITE_COPY.invite.posterCode(invite.inviteCode), invite.shareDesc],
          link: shareLink(invitedPath(invite), window.location.origin),
          scanHint: INVITE_COPY.invite.posterScan,
        }),
      )
      .then((drawn) => !cancelled && setUrl(drawn))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [invite]);

  return (
    <section className={`${styles.section} ${styles.center}`} aria-labelledby="invite-poster">
      <h2 id="invite-poster" className={styles.heading}>
        {INVITE_COPY.invite.poster}
      </h2>
      {url ? (
        <>
          <img
            className={inviteStyles.poster}
            src={url}
            alt={INVITE_COPY.invite.poster}
            data-testid="invite-poster"
          />
          <p className={styles.muted}>{INVITE_COPY.invite.posterHint}</p>
        </>
      ) : (
        <p className={styles.muted}>
          {failed
            ? POSTER_MAKER_COPY.posterMaker.generateFailed
            : POSTER_MAKER_COPY.posterMaker.generating}
        </p>
      )}
      <p className={styles.muted}>{INVITE_COPY.invite.shareHint}</p>
    </section>
  );
}

function InviteContent({ invite }: { invite: Invite }) {
  const { rules } = invite;
  return (
    <>
      <section className={`${styles.section} ${styles.center}`}>
        <p className={styles.muted}>{INVITE_COPY.invite.myCode}</p>
        <p className={inviteStyles.code} data-testid="invite-code">
          {invite.inviteCode}
        </p>
      </section>
      <InvitePoster invite={invite} />
      <section className={styles.section} aria-labelledby="invite-friends">
        <h2 id="invite-friends" className={styles.heading}>
          {INVITE_COPY.invite.friends}
        </h2>
        {invite.friends.length === 0 ? (
          <p className={styles.muted}>{INVITE_COPY.invite.noFriends}</p>
        ) : (
          <ul className={inviteStyles.rows}>
            {invite.friends.map((friend, i) => (
              <li key={`${friend.name}-${i}`}>
                <span>
                  {friend.name} <span className={styles.muted}>{friend.at}</span>
                </span>
                <span className={`${inviteStyles.state} ${STATE_TONE[friend.state]}`}>
                  {INVITE_COPY.invite.state[friend.state]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="invite-rewards">
        <h2 id="invite-rewards" className={styles.heading}>
          {INVITE_COPY.invite.rewards}
        </h2>
        <div className={inviteStyles.totals}>
          <div>
            <strong>{INVITE_COPY.invite.yuan(invite.totals.rewarded)}</strong>
            {INVITE_COPY.invite.rewarded}
          </div>
          <div>
            <strong>{INVITE_COPY.invite.yuan(invite.totals.pending)}</strong>
            {INVITE_COPY.invite.pending}
          </div>
        </div>
        {invite.rewards.length === 0 ? (
          <p className={styles.muted}>{INVITE_COPY.invite.noRewards}</p>
        ) : (
          <ul className={inviteStyles.rows}>
            {invite.rewards.map((reward) => (
              <li key={reward.id}>
                <span>
                  {reward.note} <span className={styles.muted}>{reward.at}</span>
                </span>
                <span>
                  {INVITE_COPY.invite.yuan(reward.amount)} {reward.state}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="invite-rules">
        <h2 id="invite-rules" className={styles.heading}>
          {INVITE_COPY.invite.rules}
        </h2>
        <dl className={inviteStyles.rules}>
          <dt>{INVITE_COPY.invite.sponsor}</dt>
          <dd>{rules.sponsor}</dd>
          <dt>{INVITE_COPY.invite.reward}</dt>
          <dd>{rules.reward}</dd>
          <dt>{INVITE_COPY.invite.conditions}</dt>
          <dd>
            <ul>
              {rules.conditions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
          <dt>{INVITE_COPY.invite.cap}</dt>
          <dd>{rules.cap}</dd>
          <dt>{INVITE_COPY.invite.period}</dt>
          <dd>{rules.period}</dd>
        </dl>
        <ul className={styles.muted}>
          {rules.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * /Active/CustomizedInv: invite friends. Only inside the messaging app (elsewhere: open it there,
 * with the link to copy). The visitor signs in through the messaging-app authorisation (back at
 * /Active/CustomizedInv/AuthBack), then sees their code, poster, friends, rewards and the rules.
 * The share card and the poster's QR code carry the invite code, and nothing else of theirs.
 */
export default function InviteScreen() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.login.token !== null);
  const invite = useAppSelector(selectInvite);
  const wechat = inWechat();
  const data = invite.data;

  useEffect(() => {
    if (wechat && signedIn && invite.status === 'idle') {
      dispatch(activeActions.inviteRequested({ id: CAMPAIGN }));
    }
  }, [dispatch, invite.status, signedIn, wechat]);

  useShareCard(
    data ? { title: data.shareTitle, desc: data.shareDesc, path: invitedPath(data) } : null,
  );

  const signIn = () =>
    dispatch(
      signInActions.wechatAuthorizeRequested({
        returnPath: paths.invite.home(),
        callbackUrl: new URL(paths.invite.callback(), window.location.origin).href,
      }),
    );

  return (
    <main className={styles.plainPage}>
      <HomeLink />
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{data?.title ?? INVITE_COPY.invite.title}</h1>
      </header>
      {!wechat ? (
        <StateBlock
          kind="empty"
          title={INVITE_COPY.invite.openInWechat}
          description={INVITE_COPY.invite.openInWechatBody}
          action={
            <Button
              onClick={() => void copyText(shareLink(paths.invite.home(), window.location.origin))}
            >
              {INVITE_COPY.invite.copyLink}
            </Button>
          }
        />
      ) : !signedIn || invite.signInNeeded ? (
        <StateBlock
          kind="empty"
          title={INVITE_COPY.invite.signIn}
          description={INVITE_COPY.invite.signInLead}
          action={<Button onClick={signIn}>{INVITE_COPY.invite.signIn}</Button>}
        />
      ) : (
        <LoadState
          status={invite.status}
          data={data}
          onRetry={() => dispatch(activeActions.inviteRequested({ id: CAMPAIGN }))}
        >
          {(loaded) => <InviteContent invite={loaded} />}
        </LoadState>
      )}
    </main>
  );
}
