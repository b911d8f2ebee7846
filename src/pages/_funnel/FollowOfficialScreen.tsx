import { FUNNEL_COPY } from '../../config/copy-funnel';
import screenStyles from '../_shared/Screen.module.css';
import { ResultLinks } from '../_shared/ResultLinks';
import styles from './FollowOfficialScreen.module.css';

const TEXT = FUNNEL_COPY.followOfficial;

const SIZE = 25;
const FINDERS: readonly [number, number][] = [
  [0, 0],
  [SIZE - 7, 0],
  [0, SIZE - 7],
];

function inFinder(x: number, y: number): boolean {
  return FINDERS.some(([fx, fy]) => x >= fx - 1 && x <= fx + 7 && y >= fy - 1 && y <= fy + 7);
}

/**
 * A QR-like picture of the official account, drawn here (no image host): the three finder
 * squares, the timing lines, and a fixed pseudo-random body. As an <img>, so that a long press
 * offers the messaging app's own "识别二维码".
 */
function qrPicture(): string {
  let seed = 0x2f6b1d;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % 100;
  };
  const cells: string[] = [];
  for (const [fx, fy] of FINDERS) {
    cells.push(
      `<rect x="${fx}" y="${fy}" width="7" height="7"/>`,
      `<rect x="${fx + 1}" y="${fy + 1}" width="5" height="5" fill="#fff"/>`,
      `<rect x="${fx + 2}" y="${fy + 2}" width="3" height="3"/>`,
    );
  }
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (inFinder(x, y)) continue;
      const timing = (x === 6 || y === 6) && (x + y) % 2 === 0;
      const data = x !== 6 && y !== 6 && next() < 48;
      if (timing || data) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${SIZE + 4} ${SIZE + 4}" ` +
    `shape-rendering="crispEdges"><rect x="-2" y="-2" width="${SIZE + 4}" height="${SIZE + 4}" ` +
    `fill="#fff"/><g fill="#1f2329">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const QR_PICTURE = qrPicture();

/** `/FollowOfficial/:id`: after a purchase in the messaging app, the official account's QR code. */
export default function FollowOfficialScreen() {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={screenStyles.title}>{TEXT.title}</h1>
        <p className={styles.lead}>{TEXT.lead}</p>
        <img className={styles.qr} src={QR_PICTURE} alt={TEXT.qrAlt} width={200} height={200} />
        <p className={styles.scan}>{TEXT.scan}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{TEXT.offersTitle}</h2>
        <ul className={styles.offers}>
          {TEXT.offers.map((offer) => (
            <li key={offer.title}>
              <strong>{offer.title}</strong>
              <span>{offer.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <ResultLinks orders="paid" />
    </main>
  );
}
