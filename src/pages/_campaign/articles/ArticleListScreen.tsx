import { useCallback, useEffect } from 'react';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import { activeActions, selectArticles, selectHasMoreArticles } from '../../../data/active';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { Button } from '../../../ui/Button';
import { CardSkeletons } from '../../../ui/PageSkeleton';
import { useShareCard } from '../../../ui/share-card';
import { SiteFooter } from '../../../ui/SiteFooter';
import { HomeLink } from '../../../ui/HomeLink';
import { StateBlock } from '../../../ui/StateBlock';
import funnelStyles from '../../_shared/funnel.module.css';
import styles from '../Campaign.module.css';
import { ArticleRows } from './ArticleRows';

/** /Active/Articles: the articles, newest first, a page at a time. */
export default function ArticleListScreen() {
  const dispatch = useAppDispatch();
  const articles = useAppSelector(selectArticles);
  const hasMore = useAppSelector(selectHasMoreArticles);
  useShareCard({
    title: ARTICLES_COPY.articles.title,
    desc: ARTICLES_COPY.articles.lead,
    path: paths.articles.list(),
  });

  useEffect(() => {
    if (articles.status === 'idle') dispatch(activeActions.articlesRequested({ page: 1 }));
  }, [articles.status, dispatch]);

  const next = useCallback(() => {
    const page = articles.pagination ? articles.pagination.current_page + 1 : 1;
    dispatch(activeActions.articlesRequested({ page }));
  }, [articles.pagination, dispatch]);

  const empty = articles.list.length === 0;
  return (
    <main className={styles.plainPage}>
      <HomeLink />
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{ARTICLES_COPY.articles.title}</h1>
        <p className={funnelStyles.subtitle}>{ARTICLES_COPY.articles.lead}</p>
      </header>
      {empty && articles.status === 'failed' ? (
        <StateBlock
          kind="error"
          title={CAMPAIGN_COPY.loadFailed}
          action={
            <Button onClick={() => dispatch(activeActions.articlesRequested({ page: 1 }))}>
              {CAMPAIGN_COPY.retry}
            </Button>
          }
        />
      ) : empty && articles.status === 'succeeded' ? (
        <StateBlock kind="empty" title={ARTICLES_COPY.articles.empty} />
      ) : empty ? (
        <CardSkeletons />
      ) : (
        <ArticleRows
          list={articles.list}
          status={articles.status}
          hasMore={hasMore}
          onMore={next}
        />
      )}
      <SiteFooter />
    </main>
  );
}
