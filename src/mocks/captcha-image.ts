/**
 * The picture of an image captcha: its answer drawn as SVG text behind noise lines. The sandbox's
 * answer is public (8888), so the noise is only there to make the picture look like the real
 * thing; Math.random is enough and every refresh looks a little different.
 */

const WIDTH = 120;
const HEIGHT = 44;
const COLORS = ['#1f5fbf', '#b5462d', '#2e7d32', '#6a3fb5', '#a05a00'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const between = (min: number, max: number): number => Math.round(min + Math.random() * (max - min));

export function captchaSvg(answer: string): string {
  const chars = Array.from(answer);
  const step = WIDTH / (chars.length + 1);
  const glyphs = chars
    .map((char, i) => {
      const x = Math.round(step * (i + 1));
      const y = between(28, 34);
      return (
        `<text x='${x}' y='${y}' transform='rotate(${between(-18, 18)} ${x} ${y})' ` +
        `font-size='${between(24, 28)}' font-family='Verdana,sans-serif' font-weight='bold' ` +
        `fill='${pick(COLORS)}' text-anchor='middle'>${char}</text>`
      );
    })
    .join('');
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1='${between(0, 30)}' y1='${between(0, HEIGHT)}' x2='${between(90, WIDTH)}' ` +
      `y2='${between(0, HEIGHT)}' stroke='${pick(COLORS)}' stroke-width='1.5' opacity='0.7'/>`,
  ).join('');
  const dots = Array.from(
    { length: 20 },
    () =>
      `<circle cx='${between(0, WIDTH)}' cy='${between(0, HEIGHT)}' r='1' fill='${pick(COLORS)}'/>`,
  ).join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}' ` +
    `viewBox='0 0 ${WIDTH} ${HEIGHT}'><rect width='${WIDTH}' height='${HEIGHT}' fill='#f3f6fa'/>` +
    `${glyphs}${lines}${dots}</svg>`
  );
}

/** The picture as a URL an <img> shows directly (meta.captchaImage). */
export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml,${encodeURIComponent(captchaSvg(answer))}`;
}
