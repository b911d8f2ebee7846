import { useLocation } from 'react-router-dom';
import { ARTICLES_COPY } from '../../../config/copy-articles';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/stats-event';
import { useShareCard } from '../../../ui/share-card';
import { SiteFooter } from '../../../ui/SiteFooter';
import funnelStyles from '../../_shared/funnel.module.css';
import { HomeLink } from '../../../ui/HomeLink';
import { Button } from '../../../ui/Button';
import { DeferredLeadForm, scrollToForm } from '../DeferredLeadForm';
import { LoadState } from '../LoadState';
import { useReadingTime } from '../use-reading-time';
import styles from '../Campaign.module.css';
import { ArticleBody, Recommended, Withdrawn } from './ArticleParts';
import articleStyles from './Articles.module.css';
import { useArticle } from './use-article';
import { DockFooter } from '../../_shared/DockFooter';

const FORM_ID = 'lead-form';
const DEFAULT_LEAD = ARTICLES_COPY.articles.defaultLead;

/**
 * /Active/Articles/:id/articles/p1 and /p6: the advertorial templates. p1 is the article with the
 * lead form after it and a sticky button to it; p6 opens with the offer and the form, the article
 * follows.
 */
export default function AdvertorialScreen() {
  const template = useLocation().pathname.toLowerCase().endsWith('/p6') ? 'p6' : 'p1';
  const article = useArticle();
  const shown = article.data?.status === 'on' ? article.data : null;
  useReadingTime(shown ? shown.id : null);
  useShareCard(
    shown
      ? {
          title: shown.title,
          desc: shown.summary,
          path: paths.articles.page(shown.id, template),
          image: shown.cover?.url,
        }
      : null,
  );

  return (
    <main className={template === 'p1' ? styles.page : styles.plainPage}>
      <HomeLink />
      <LoadState
        status={article.status}
        data={article.data}
        missing={article.missing ? ARTICLES_COPY.articles.missing : false}
        onRetry={article.retry}
      >
        {(loaded) => {
          if (loaded.status === 'withdrawn') return <Withdrawn />;
          const lead = loaded.lead ?? DEFAULT_LEAD;
          const form = (
            <DeferredLeadForm
              kind="article"
              pageId={loaded.id}
              anchorId={FORM_ID}
              title={lead.title}
              intro={lead.intro}
              submitText={lead.submitText || DEFAULT_LEAD.submitText}
              sms
              birthDate
              region
              variant={template}
              onSubmitted={() =>
                trackEvent({
                  type: 'conversion',
                  landing: 'article',
                  id: String(loaded.id),
                  step: 'lead',
                  variant: template,
                })
              }
            />
          );
          return template === 'p6' ? (
            <>
              <header className={articleStyles.hero}>
                <p className={articleStyles.heroTitle}>{lead.title}</p>
                <p className={articleStyles.heroText}>{loaded.title}</p>
              </header>
              {form}
              <ArticleBody article={loaded} />
              <Recommended article={loaded} />
            </>
          ) : (
            <>
              <ArticleBody article={loaded} />
              <Recommended article={loaded} />
              {form}
              <DockFooter as="div" className={funnelStyles.bar}>
                <Button block onClick={() => scrollToForm(FORM_ID)}>
                  {lead.submitText || DEFAULT_LEAD.submitText}
                </Button>
              </DockFooter>
            </>
          );
        }}
      </LoadState>
      <SiteFooter />
    </main>
  );
}
