import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import type { Advisor } from '../../data/active/types';
import { copyText } from './copy-text';
import styles from './Campaign.module.css';

/**
 * The licensed advisor behind a piece of marketing: name, licence number and organisation (what
 * the regulator asks marketing material to show), how to reach them, and their QR code as an
 * <img>, so a long press in the messaging app recognises it.
 */
export function AdvisorCard({ advisor, heading }: { advisor: Advisor; heading?: string }) {
  return (
    <section className={styles.section} aria-label={heading ?? CAMPAIGN_COPY.advisor.heading}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <div className={styles.advisor}>
        {advisor.avatar ? (
          <img className={styles.avatar} src={advisor.avatar} alt="" width={48} height={48} />
        ) : null}
        <div className={styles.advisorBody}>
          <p className={styles.advisorName}>
            {advisor.name}
            {advisor.title ? <span className={styles.muted}> · {advisor.title}</span> : null}
          </p>
          <p className={styles.advisorLine}>{advisor.organisation}</p>
          <p className={styles.advisorLine}>
            {CAMPAIGN_COPY.licence}：<span className="keep-whole">{advisor.licenceNo}</span>
          </p>
          {advisor.phone ? (
            <p className={styles.advisorLine}>
              {CAMPAIGN_COPY.advisor.contact}：{advisor.phone}
            </p>
          ) : null}
          {advisor.wechatId ? (
            <p className={styles.advisorLine}>
              {CAMPAIGN_COPY.advisor.wechat}：{advisor.wechatId}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void copyText(advisor.wechatId)}
              >
                {CAMPAIGN_COPY.advisor.copyWechat}
              </button>
            </p>
          ) : null}
        </div>
      </div>
      {advisor.qrCode ? (
        <div className={styles.center}>
          <img
            className={styles.qr}
            src={advisor.qrCode}
            alt={CAMPAIGN_COPY.advisor.qrAlt(advisor.name)}
            width={120}
            height={120}
            loading="lazy"
          />
          <p className={styles.muted}>{CAMPAIGN_COPY.advisor.scan}</p>
        </div>
      ) : null}
    </section>
  );
}
