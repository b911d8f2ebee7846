import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import { activeActions, selectHasMoreInSeries, selectSeries } from '../../../data/active';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { useShareCard } from '../../../ui/share-card';
import { SiteFooter } from '../../../ui/SiteFooter';
import { HomeLink } from '../../../ui/HomeLink';
import { StateBlock } from '../../../ui/StateBlock';
import funnelStyles from '../../_shared/funnel.module.css';
import { LoadState } from '../LoadState';
import styles from '../Campaign.module.css';
import { ArticleRows } from './ArticleRows';

/** /Active/Articles/:id/articles/page: the articles of a series, a page at a time. */
export default function SeriesScreen() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const series = useAppSelector(selectSeries);
  const hasMore = useAppSelector(selectHasMoreInSeries);
  const current = series.key === String(id) ? series : null;

  useEffect(() => {
    if (series.key !== String(id)) dispatch(activeActions.seriesRequested({ id, page: 1 }));
  }, [dispatch, id, series.key]);

  const next = useCallback(() => {
    const page = series.pagination ? series.pagination.current_page + 1 : 1;
    dispatch(activeActions.seriesRequested({ id, page }));
  }, [dispatch, id, series.pagination]);

  const data = current?.data ?? null;
  useShareCard(
    data ? { title: data.title, desc: data.intro, path: paths.articles.page(id, 'page') } : null,
  );

  return (
    <main className={styles.plainPage}>
      <HomeLink />
      <LoadState
        status={current?.status ?? 'loading'}
        data={data}
        missing={current?.missing ? ARTICLES_COPY.articles.seriesMissing : false}
        onRetry={() => dispatch(activeActions.seriesRequested({ id, page: 1 }))}
      >
        {(loaded) => (
          <>
            <header className={funnelStyles.header}>
              <h1 className={funnelStyles.title}>{loaded.title}</h1>
              {loaded.intro ? <p className={funnelStyles.subtitle}>{loaded.intro}</p> : null}
            </header>
            {series.list.length === 0 ? (
              <StateBlock kind="empty" title={ARTICLES_COPY.articles.seriesEmpty} />
            ) : (
              <ArticleRows
                list={series.list}
                status={series.status}
                hasMore={hasMore}
                onMore={next}
              />
            )}
          </>
        )}
      </LoadState>
      <SiteFooter />
    </main>
  );
}
