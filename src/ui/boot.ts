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

let banner: HTMLImageElement | null = null;

/**
 * The first campaign banner's picture, when index.html painted it from its early answer into the
 * banner's place (before the first screen drew): the home screen's banner shows that very element.
 * Held once found, because the first screen moves it out of the boot markup.
 */
export function staticBanner(): HTMLImageElement | null {
  banner ??= bootElement()?.querySelector<HTMLImageElement>('.boot-banner-img') ?? null;
  return banner;
}

/** The first screen has drawn: the boot markup goes (its hero stays held for the catalogue). */
export function endBoot(): void {
  staticHero();
  staticBanner();
  bootElement()?.remove();
}
