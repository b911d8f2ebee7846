import { Link } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import type { Article } from '../../../data/active/types';
import { shareLink } from '../../../lib/share';
import { ProductCard } from '../../../ui/ProductCard';
import { SafeHtml } from '../../../ui/SafeHtml';
import { StateBlock } from '../../../ui/StateBlock';
import { inWechat } from '../../_shared/in-wechat';
import listStyles from '../../_shared/list.module.css';
import screenStyles from '../../_shared/Screen.module.css';
import { AdvisorCard } from '../AdvisorCard';
import { copyText } from '../copy-text';
import styles from '../Campaign.module.css';
import articleStyles from './Articles.module.css';

/** 文章已下架, and the ways on: other articles, home. */
export function Withdrawn() {
  return (
    <StateBlock
      kind="empty"
      title={ARTICLES_COPY.articles.withdrawn}
      description={ARTICLES_COPY.articles.withdrawnBody}
      action={
        <div className={screenStyles.actions}>
          <Link className={screenStyles.link} to={paths.articles.list()}>
            {ARTICLES_COPY.articles.toList}
          </Link>
          <Link className={screenStyles.ghostLink} to={paths.home()}>
            {CAMPAIGN_COPY.backHome}
          </Link>
        </div>
      }
    />
  );
}

/** Title, author, date and publisher, the body, and the advisor's card where the article says. */
export function ArticleBody({ article }: { article: Article }) {
  const advisor = article.advisorPosition !== 'none' ? article.advisor : null;
  return (
    <>
      <article className={articleStyles.article}>
        <h1 className={articleStyles.title}>{article.title}</h1>
        <p className={articleStyles.meta}>
          {article.author ? <span>{ARTICLES_COPY.articles.by(article.author)}</span> : null}
          {article.publishedAt ? <span>{article.publishedAt}</span> : null}
          {article.publisher ? (
            <span>{ARTICLES_COPY.articles.publisher(article.publisher)}</span>
          ) : null}
        </p>
        {advisor && article.advisorPosition === 'top' ? <AdvisorCard advisor={advisor} /> : null}
        <SafeHtml className={articleStyles.body} html={article.html} lazyImages headingsFrom={2} />
      </article>
      {advisor && article.advisorPosition === 'bottom' ? (
        <AdvisorCard advisor={advisor} heading={CAMPAIGN_COPY.advisor.heading} />
      ) : null}
    </>
  );
}

/** Up to three products the article speaks of, "…元起", each opening its detail. */
export function Recommended({ article }: { article: Article }) {
  if (article.products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommended">
      <h2 id="recommended" className={styles.heading}>
        {ARTICLES_COPY.articles.recommended}
      </h2>
      <ul className={listStyles.cards}>
        {article.products.slice(0, 3).map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            renderAction={(content, className) => (
              <Link className={className} to={paths.product.detail(product.family, product.id)}>
                {content}
              </Link>
            )}
          />
        ))}
      </ul>
    </section>
  );
}

/** Inside the messaging app, where its menu shares; elsewhere, the link to copy. */
export function ShareBox({ path }: { path: string }) {
  return (
    <section
      className={`${styles.section} ${styles.center}`}
      aria-label={ARTICLES_COPY.articles.share}
    >
      {inWechat() ? (
        <p className={styles.muted}>{ARTICLES_COPY.articles.shareInWechat}</p>
      ) : (
        <button
          type="button"
          className={screenStyles.ghostLink}
          onClick={() =>
            void copyText(
              shareLink(path, window.location.origin),
              ARTICLES_COPY.articles.linkCopied,
            )
          }
        >
          {ARTICLES_COPY.articles.copyLink}
        </button>
      )}
    </section>
  );
}

/** The series the article belongs to. */
export function SeriesLink({ article }: { article: Article }) {
  if (article.seriesId === null) return null;
  return (
    <p className={styles.center}>
      <Link className={styles.linkButton} to={paths.articles.page(article.seriesId, 'page')}>
        {ARTICLES_COPY.articles.readSeries}
      </Link>
    </p>
  );
}
