import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import type { ArticleSummary } from '../../../data/active/types';
import type { LoadStatus } from '../../../data/status';
import { useInView } from '../../../ui/use-in-view';
import listStyles from '../../_shared/list.module.css';
import styles from './Articles.module.css';

interface Props {
  list: ArticleSummary[];
  status: LoadStatus;
  hasMore: boolean;
  onMore: () => void;
}

/** Article rows (cover, title, summary, date) that load the next page near the end. */
export function ArticleRows({ list, status, hasMore, onMore }: Props) {
  const [sentinel, nearEnd] = useInView<HTMLDivElement>();
  useEffect(() => {
    if (nearEnd && hasMore && status === 'succeeded') onMore();
  }, [nearEnd, hasMore, status, onMore]);

  return (
    <>
      <ul className={styles.rows}>
        {list.map((article, index) => (
          <li key={article.id}>
            <Link
              className={styles.row}
              to={paths.articles.detail(article.id)}
              data-testid="article-row"
            >
              {article.cover ? (
                <img
                  className={styles.thumb}
                  src={article.cover.url}
                  alt=""
                  width={110}
                  height={62}
                  loading={index < 4 ? 'eager' : 'lazy'}
                />
              ) : null}
              <div className={styles.rowBody}>
                <h2 className={styles.rowTitle}>{article.title}</h2>
                {article.summary ? <p className={styles.rowSummary}>{article.summary}</p> : null}
                <p className={styles.rowDate}>
                  {[article.author, article.publishedAt].filter(Boolean).join(' · ')}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={listStyles.more}>
        {status === 'loading' ? (
          CAMPAIGN_COPY.loading
        ) : status === 'failed' ? (
          <button type="button" className={listStyles.moreRetry} onClick={onMore}>
            {ARTICLES_COPY.articles.loadFailedTapRetry}
          </button>
        ) : hasMore ? (
          <button type="button" className={listStyles.moreRetry} onClick={onMore}>
            {ARTICLES_COPY.articles.more}
          </button>
        ) : (
          ARTICLES_COPY.articles.noMore
        )}
      </div>
    </>
  );
}
