import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { activeActions, selectArticle } from '../../../data/active';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';

/** The article of the route's `:id`: asked for once per id, and its retry. */
export function useArticle() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const article = useAppSelector(selectArticle);
  useEffect(() => {
    if (article.key !== String(id)) dispatch(activeActions.articleRequested({ id }));
  }, [article.key, dispatch, id]);
  const current = article.key === String(id) ? article : null;
  return {
    id,
    status: current?.status ?? 'loading',
    data: current?.data ?? null,
    missing: current?.missing ?? false,
    retry: () => dispatch(activeActions.articleRequested({ id })),
  } as const;
}
