import { useEffect, useMemo, useState } from 'react';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import type { Proposal } from '../../data/proposal/types';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import funnelStyles from '../_shared/funnel.module.css';
import { ReturnLink } from '../_shared/ReturnLink';
import type { PlanFigures } from './figures';
import { AdvisorCard } from './AdvisorCard';
import { drawPoster, type DrawnPoster, type PosterContent } from './poster';
import { ProposalGate } from './ProposalGate';
import { PlanSummary } from './PlanSummary';
import type { ShareCard } from './share-card';
import { SharePanel, useLiveShare } from './SharePanel';
import styles from './Proposal.module.css';
import previewStyles from './Preview.module.css';

const TEXT = PROPOSAL_COPY.preview;

/**
 * What the share image says: the share's figures as they are, its title without any name, the
 * share's link as its QR code, and that nothing personal is in it (issue 24). The image is made
 * to be forwarded, so it says no more than the share's link shows.
 */
export function posterOf(figures: PlanFigures, card: ShareCard): PosterContent {
  return {
    brand: TEXT.brand,
    title: card.title,
    date: figures.madeOn,
    members: figures.members.map((member) => ({
      line: member.line,
      premium: member.premiumText,
      cover: member.coverParts,
    })),
    totalLabel: TEXT.totalPremium,
    total: figures.totalText,
    notes: [TEXT.imageNote],
    qrText: card.link,
    qrCaption: TEXT.qrCaption,
    footer: TEXT.operator,
  };
}

type Image = { kind: 'drawing' } | ({ kind: 'ready' } & DrawnPoster) | { kind: 'failed' };

function PosterImage({ content, title }: { content: PosterContent; title: string }) {
  const [image, setImage] = useState<Image>({ kind: 'drawing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    drawPoster(content, window.devicePixelRatio || 1).then(
      (drawn) => live && setImage({ kind: 'ready', ...drawn }),
      () => live && setImage({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [content, attempt]);

  const redraw = () => {
    setImage({ kind: 'drawing' });
    setAttempt((n) => n + 1);
  };

  return (
    <section
      className={styles.card}
      aria-label={TEXT.imageTitle}
      aria-busy={image.kind === 'drawing'}
    >
      <h2 className={styles.cardTitle}>{TEXT.imageTitle}</h2>
      {image.kind === 'ready' ? (
        <>
          {/* data-lines: the text the image carries, line by line (what a reader of it sees). */}
          <img
            className={previewStyles.poster}
            src={image.url}
            alt={TEXT.imageAlt(title)}
            data-lines={JSON.stringify(image.lines)}
          />
          <p className={previewStyles.hint}>{TEXT.imageHint}</p>
        </>
      ) : image.kind === 'failed' ? (
        <div className={previewStyles.placeholder} role="alert">
          <p>{TEXT.drawFailed}</p>
          <Button variant="ghost" onClick={redraw}>
            {TEXT.redraw}
          </Button>
        </div>
      ) : (
        <div className={previewStyles.placeholder}>
          <p>{TEXT.drawing}</p>
        </div>
      )}
    </section>
  );
}

/** The share image, once the plan has a share; before, what making one brings. */
function ShareImage({ planId }: { planId: string }) {
  const live = useLiveShare(planId);
  const poster = useMemo(() => (live ? posterOf(live.figures, live.card) : null), [live]);
  if (!live || !poster) {
    return (
      <section className={styles.card} aria-label={TEXT.imageTitle}>
        <h2 className={styles.cardTitle}>{TEXT.imageTitle}</h2>
        <p className={styles.note}>{TEXT.imageAfterShare}</p>
      </section>
    );
  }
  return <PosterImage content={poster} title={live.card.title} />;
}

function Preview({ proposal, figures }: { proposal: Proposal; figures: PlanFigures }) {
  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={styles.header}>
        <h1 className={funnelStyles.title}>{PROPOSAL_COPY.previewTitle(proposal.addressee)}</h1>
        <p className={funnelStyles.subtitle}>{TEXT.readOnly}</p>
      </header>
      <SharePanel planId={proposal.id} />
      <PlanSummary figures={figures} />
      <AdvisorCard advisor={proposal.advisor} />
      <ShareImage planId={proposal.id} />
      <div className={styles.actions}>
        {/* Opened from the plan: Back to it, not a second plan on top. */}
        <ReturnLink className={styles.ghost} to={paths.proposal.plan(proposal.id)}>
          {TEXT.openFull}
        </ReturnLink>
      </div>
    </main>
  );
}

/**
 * /Proposal/Preview?id=: the family's own page for sharing their plan: the share (made, copied,
 * revoked: SharePanel), the summary it shows, and the share image with the share's QR code.
 */
export default function PreviewScreen() {
  return (
    <ProposalGate>
      {(proposal, figures) => <Preview proposal={proposal} figures={figures} />}
    </ProposalGate>
  );
}
