import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import { useShareCard } from '../../../ui/share-card';
import { HomeLink } from '../../../ui/HomeLink';
import { SiteFooter } from '../../../ui/SiteFooter';
import { LoadState } from '../LoadState';
import { useReadingTime } from '../use-reading-time';
import styles from '../Campaign.module.css';
import { ArticleBody, Recommended, SeriesLink, ShareBox, Withdrawn } from './ArticleParts';
import { useArticle } from './use-article';

/** /Active/Articles/:id and /:id/article: one article. */
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
      <HomeLink />
      <LoadState
        status={article.status}
        data={article.data}
        missing={article.missing ? ARTICLES_COPY.articles.missing : false}
        onRetry={article.retry}
      >
        {(loaded) =>
          loaded.status === 'withdrawn' ? (
            <Withdrawn />
          ) : (
            <>
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
