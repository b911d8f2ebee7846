/**
 * index.html's boot markup with the opening picture it paints from an early answer (a feed ad's
 * hero, a poster's first picture, an article's cover), as the browser holds it before the app
 * runs; with the skeleton's page below it unless `skeleton` is false. Returns the picture.
 */
export function paintTopPicture(
  picture: { url: string; width: number; height: number },
  { alt = '', skeleton = true }: { alt?: string; skeleton?: boolean } = {},
): HTMLImageElement {
  document.body.innerHTML = `
    <div id="boot">
      <img class="boot-top-pic" src="${picture.url}" alt="${alt}" width="${picture.width}" height="${picture.height}">
      ${skeleton ? '<div class="boot-page"></div>' : ''}
    </div>`;
  return document.querySelector<HTMLImageElement>('.boot-top-pic')!;
}
