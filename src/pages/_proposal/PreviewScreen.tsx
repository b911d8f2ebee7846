import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import type { Advisor, Proposal } from '../../data/proposal/types';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import funnelStyles from '../_shared/funnel.module.css';
import { planFigures, type PlanFigures } from './figures';
import { AdvisorCard } from './AdvisorCard';
import { drawPoster, type DrawnPoster, type PosterContent } from './poster';
import { ProposalGate } from './ProposalGate';
import { shareCardOf, type ShareCard } from './share-card';
import styles from './Proposal.module.css';
import previewStyles from './Preview.module.css';

const TEXT = PROPOSAL_COPY.preview;

/** What the image says: the plan's figures as they are, laid out by the drawer. */
export function posterOf(
  figures: PlanFigures,
  advisor: Advisor | null,
  card: ShareCard,
): PosterContent {
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
    advisor: advisor
      ? [
          `${advisor.title || PROPOSAL_COPY.sections.advisor}：${advisor.name}，${PROPOSAL_COPY.advisor.licence}：${advisor.licenceNo}`,
          advisor.organisation,
        ]
      : [TEXT.operator],
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

function Preview({ proposal }: { proposal: Proposal }) {
  const figures = useMemo(() => planFigures(proposal), [proposal]);
  const card = useMemo(() => shareCardOf(figures), [figures]);
  const poster = useMemo(
    () => posterOf(figures, proposal.advisor, card),
    [figures, proposal.advisor, card],
  );
  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={styles.header}>
        <h1 className={funnelStyles.title}>{card.title}</h1>
        <p className={funnelStyles.subtitle}>{TEXT.readOnly}</p>
      </header>
      <section
        className={styles.card}
        aria-label={TEXT.shareCard}
        data-testid="share-card"
        data-share-title={card.title}
        data-share-desc={card.desc}
        data-share-link={card.link}
      >
        <h2 className={styles.cardTitle}>{TEXT.shareCard}</h2>
        <div className={previewStyles.shareCard}>
          <p className={previewStyles.shareTitle}>{card.title}</p>
          <p className={previewStyles.shareDesc}>{card.desc}</p>
        </div>
      </section>
      <section className={styles.card} aria-label={TEXT.members}>
        <h2 className={styles.cardTitle}>{TEXT.members}</h2>
        <p className={styles.note}>{figures.madeOn}</p>
        {figures.members.map((member) => (
          <div key={member.id} className={previewStyles.member} data-testid="preview-member">
            <div className={styles.memberHead}>
              <span>{member.line}</span>
              <span className={styles.premium}>
                {TEXT.premium} {member.premiumText}
              </span>
            </div>
            {member.coverParts.length > 0 ? (
              <p className={previewStyles.cover}>{member.coverParts.join(' · ')}</p>
            ) : null}
          </div>
        ))}
        <p className={styles.total}>
          {TEXT.totalPremium}
          <strong data-testid="total-premium">{figures.totalText}</strong>
        </p>
      </section>
      <AdvisorCard advisor={proposal.advisor} />
      <PosterImage content={poster} title={card.title} />
      <div className={styles.actions}>
        <Link className={styles.ghost} to={paths.proposal.plan(proposal.id)}>
          {TEXT.openFull}
        </Link>
      </div>
    </main>
  );
}

/**
 * /Proposal/Preview?id=: the read-only summary a family shares in a chat, its share card (see
 * share-card.ts) and the saved image with a QR code back here.
 */
export default function PreviewScreen() {
  return <ProposalGate>{(proposal) => <Preview proposal={proposal} />}</ProposalGate>;
}
