import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import { RISKS, type Proposal } from '../../data/proposal/types';
import { Button } from '../../ui/Button';
import funnelStyles from '../_shared/funnel.module.css';
import { memberLine, memberPremium, premiumText, totalPremium } from './format';
import { AdvisorCard } from './Header';
import { drawPoster, type PosterContent } from './poster';
import { ProposalGate } from './ProposalGate';
import { shareCardOf, type ShareCard } from './share-card';
import styles from './Proposal.module.css';
import previewStyles from './Preview.module.css';

const TEXT = PROPOSAL_COPY.preview;
const WAN_AMOUNT = /^\d+(\.\d+)?万$/;

/** `重疾50万 · 寿险200万 · 医疗400万`: each risk the member's products cover, with its amount. */
function coverLine(proposal: Proposal, memberId: string): string {
  const benefits = proposal.recommendations
    .filter((r) => r.memberId === memberId)
    .flatMap((r) => r.benefits);
  return RISKS.flatMap((risk) => {
    const benefit = benefits.find((b) => b.risk === risk && WAN_AMOUNT.test(b.amount));
    return benefit ? [`${PROPOSAL_COPY.risk[risk]}${benefit.amount}`] : [];
  }).join(' · ');
}

function posterOf(proposal: Proposal, card: ShareCard): PosterContent {
  const advisor = proposal.advisor;
  return {
    brand: TEXT.brand,
    title: card.title,
    date: PROPOSAL_COPY.madeOn(proposal.createdAt),
    members: proposal.members.map((member) => ({
      line: memberLine(member),
      premium: premiumText(memberPremium(proposal, member.id)),
      cover: coverLine(proposal, member.id),
    })),
    totalLabel: TEXT.totalPremium,
    total: premiumText(totalPremium(proposal)),
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

type Image = { kind: 'drawing' } | { kind: 'ready'; url: string } | { kind: 'failed' };

function PosterImage({ proposal, card }: { proposal: Proposal; card: ShareCard }) {
  const [image, setImage] = useState<Image>({ kind: 'drawing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    drawPoster(posterOf(proposal, card), window.devicePixelRatio || 1).then(
      (url) => live && setImage({ kind: 'ready', url }),
      () => live && setImage({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [proposal, card, attempt]);

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
          <img className={previewStyles.poster} src={image.url} alt={TEXT.imageAlt(card.title)} />
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
  const [card] = useState(() => shareCardOf(proposal));
  return (
    <main className={styles.page}>
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
        {proposal.members.map((member) => (
          <div key={member.id} className={styles.memberHead}>
            <span>{memberLine(member)}</span>
            <span className={styles.premium}>
              {TEXT.premium} {premiumText(memberPremium(proposal, member.id))}
            </span>
          </div>
        ))}
        <p className={styles.total}>
          {TEXT.totalPremium}
          <strong>{premiumText(totalPremium(proposal))}</strong>
        </p>
      </section>
      <AdvisorCard advisor={proposal.advisor} />
      <PosterImage proposal={proposal} card={card} />
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
