import { useState } from 'react';
import type { Picture } from '../../data/active/types';
import { Adopted } from '../../ui/Adopted';
import { bootShowing, pictureOf, staticTopPicture } from '../../ui/boot';
import { CardSkeletons } from '../../ui/PageSkeleton';

/**
 * The picture a feed ad's or a poster's landing, or an article (its cover), opens on, the width of
 * the page at its own size: the very element index.html painted from its early answer when it is
 * this one (ui/boot.ts), so its first paint is the largest one, else the landing's own.
 */
export function TopPicture({
  picture,
  alt,
  className,
}: {
  picture: Picture;
  alt: string;
  className: string;
}) {
  const [painted] = useState(() => pictureOf(staticTopPicture(), picture.url));
  if (painted) return <Adopted node={painted} className={className} />;
  return (
    <img
      className={className}
      src={picture.url}
      width={picture.width}
      height={picture.height}
      alt={alt}
      decoding="sync"
    />
  );
}

/**
 * Such a landing on its way: the picture index.html painted, where it painted it (as the first
 * screen only, while the boot markup is up), above the cards in grey.
 */
export function TopPictureSkeleton({ className }: { className: string }) {
  const [painted] = useState(() => (bootShowing() ? staticTopPicture() : null));
  return (
    <>
      {painted ? <Adopted node={painted} className={className} /> : null}
      <CardSkeletons count={3} />
    </>
  );
}
