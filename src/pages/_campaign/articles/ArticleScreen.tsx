import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import { useShareCard } from '../../../ui/share-card';
import { HomeLink } from '../../../ui/HomeLink';
import { SiteFooter } from '../../../ui/SiteFooter';
import { LoadState } from '../LoadState';
import { TopPicture, TopPictureSkeleton } from '../TopPicture';
import { useReadingTime } from '../use-reading-time';
import styles from '../Campaign.module.css';
import { ArticleBody, Recommended, SeriesLink, ShareBox, Withdrawn } from './ArticleParts';
import articleStyles from './Articles.module.css';
import { useArticle } from './use-article';

/**
 * /Active/Articles/:id and /:id/article: one article, opening on its cover the width of the page
 * (the very picture index.html painted from its early answer, ui/boot.ts), the 首页 pill over its
 * corner, then its title.
 */
export default function ArticleScreen() {
  const article = useArticle();
  const shown = article.data?.status === 'on' ? article.data : null;
  useReadingTime(shown ? shown.id : null);
  useShareCard(
    shown
      ? {
          title: shown.title,
          desc: shown.summary,
          path: paths.articles.detail(shown.id),
          image: shown.cover?.url,
        }
      : null,
  );

  return (
    <main className={styles.plainPage}>
      {/* Over the cover, or over the skeleton where the cover is on its way. */}
      <HomeLink room={article.data ? !shown?.cover : article.status === 'failed'} />
      <LoadState
        status={article.status}
        data={article.data}
        missing={article.missing ? ARTICLES_COPY.articles.missing : false}
        onRetry={article.retry}
        skeleton={<TopPictureSkeleton className={articleStyles.cover} />}
      >
        {(loaded) =>
          loaded.status === 'withdrawn' ? (
            <Withdrawn />
          ) : (
            <>
              {loaded.cover ? (
                <TopPicture
                  picture={loaded.cover}
                  alt={loaded.title}
                  className={articleStyles.cover}
                />
              ) : null}
              <ArticleBody article={loaded} />
              <Recommended article={loaded} />
              <SeriesLink article={loaded} />
              <ShareBox path={paths.articles.detail(loaded.id)} />
            </>
          )
        }
      </LoadState>
      <SiteFooter />
    </main>
  );
}
