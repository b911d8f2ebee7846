/**
 * index.html's boot markup (`#boot`, beside React's `#root`): the first paint, left in place until
 * the first screen has drawn, so nothing between the two paints (a loading state, a copy of the
 * hero) can become the largest paint or shift the page.
 */
let hero: HTMLElement | null | undefined;

function bootElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('boot');
}

export function bootShowing(): boolean {
  return bootElement() !== null;
}

/**
 * index.html's brand hero, held for the app's life: the catalogue shows that very element rather
 * than an identical React copy, so its first paint is its largest paint. Null where there is none
 * (tests, a build without it).
 */
export function staticHero(): HTMLElement | null {
  if (hero === undefined) hero = bootElement()?.querySelector<HTMLElement>('.boot-hero') ?? null;
  return hero;
}

/**
 * Pictures index.html paints from its early answers into the boot markup before the first screen
 * draws. Each is held once found, because the first screen moves it out of the boot markup.
 */
const painted = new Map<string, HTMLElement>();

function paintedPicture<E extends HTMLElement = HTMLImageElement>(selector: string): E | null {
  const found =
    (painted.get(selector) as E | undefined) ?? bootElement()?.querySelector<E>(selector);
  if (found) painted.set(selector, found);
  return found ?? null;
}

/**
 * The first campaign banner's picture, painted into the banner's place: the home screen's banner
 * shows that very element.
 */
export function staticBanner(): HTMLImageElement | null {
  return paintedPicture('.boot-banner-img');
}

/**
 * A product's picture, painted into its header's place on a detail link: the detail's loading
 * header and then its header show that very element.
 */
export function staticProductPicture(): HTMLImageElement | null {
  return paintedPicture('.boot-head-pic');
}

/**
 * A feed ad's, a poster's or an article's opening picture (its hero, first picture, cover), painted
 * over the top of the boot markup: the landing's loading state and then the landing show that very
 * element.
 */
export function staticTopPicture(): HTMLImageElement | null {
  return paintedPicture('.boot-top-pic');
}

/**
 * The short video landing's title and first frame, painted over the top of the boot markup: the
 * landing's loading state shows that very block.
 */
export function staticVideoHead(): HTMLElement | null {
  return paintedPicture<HTMLElement>('.boot-video');
}

/**
 * The customisation service's header (its badge, title and introduction), painted over the top of
 * the boot markup: the landing's loading state shows that very block.
 */
export function staticCustomHead(): HTMLElement | null {
  return paintedPicture<HTMLElement>('.boot-custom');
}

/** A held picture, when it shows this very address; a stale one (another campaign's) is not. */
export function pictureOf(
  held: HTMLImageElement | null,
  src: string | null | undefined,
): HTMLImageElement | null {
  return held && src && held.getAttribute('src') === src ? held : null;
}

/** The first screen has drawn: the boot markup goes (what it painted stays held for the screens). */
export function endBoot(): void {
  staticHero();
  staticBanner();
  staticProductPicture();
  staticTopPicture();
  staticVideoHead();
  staticCustomHead();
  bootElement()?.remove();
}
