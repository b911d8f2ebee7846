import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import styles from './SiteFooter.module.css';

/**
 * The operator's details as the regulator asks every sales and ad page to give them (互联网保险业务
 * 监管办法 Art. 13-14): the documents, the operator's name and licence, address, hotline, ICP and
 * public-security filings. The catalogue's footer and every campaign landing's.
 */
export function SiteFooter({ className }: { className?: string }) {
  const { operator } = SITE;
  return (
    <footer className={`${styles.footer} ${className ?? ''}`} data-testid="site-footer">
      <p className={styles.links}>
        <Link to={paths.doc.agencyAgreement()}>{COPY.footer.agencyAgreement}</Link>
        <span aria-hidden="true">|</span>
        <Link to={paths.doc.privacy()}>{COPY.footer.privacy}</Link>
      </p>
      <p>{COPY.footer.underwriting}</p>
      <p>
        {operator.name} · {COPY.footer.licence} <span className="keep-whole">{operator.licenceNo}</span>
      </p>
      <p>{operator.address}</p>
      <p>
        {COPY.footer.hotline} <a href={`tel:${operator.hotline}`}>{operator.hotline}</a>（
        {operator.serviceHours}）
      </p>
      <p>
        {operator.icp} · {operator.publicSecurityFiling}
      </p>
    </footer>
  );
}
