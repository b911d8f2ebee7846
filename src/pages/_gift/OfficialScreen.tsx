import { useEffect, useState } from 'react';
import { GIFT_COPY } from '../../config/copy-gift';
import { SITE } from '../../config/site';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/feedback';
import { inWechat } from '../_shared/in-wechat';
import funnelStyles from '../_shared/funnel.module.css';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.official;

/**
 * The official account's QR code as a PNG data URL: an `<img>` is what a long press inside the
 * messaging app can recognise or save (a canvas or an SVG is not), with qrcode's quiet zone.
 */
function useQrPicture(text: string): string | null | 'failed' {
  const [picture, setPicture] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { margin: 4, width: 480 }))
      .then((url) => live && setPicture(url))
      .catch(() => live && setPicture('failed'));
    return () => {
      live = false;
    };
  }, [text]);
  return picture;
}

/**
 * `/Insurance/ayb/official`: 关注公众号 查收您的保单. Inside the messaging app the QR code is
 * recognised with a long press (and the name can be copied to search for it); elsewhere the four
 * steps from a saved picture.
 */
export default function OfficialScreen() {
  const picture = useQrPicture(SITE.officialAccount.followUrl);
  const wechat = inWechat();
  const steps = wechat ? TEXT.inWechatSteps : TEXT.outsideSteps;

  const copyName = () => {
    void navigator.clipboard
      ?.writeText(SITE.officialAccount.name)
      .then(() => toast.success(TEXT.copied));
  };

  return (
    <main className={styles.result}>
      <section className={`${funnelStyles.card} ${styles.resultCard}`}>
        <h1 className={screenStyles.title}>{TEXT.title}</h1>
        <p className={styles.lead}>{TEXT.lead}</p>
        <div className={styles.qrFrame}>
          {typeof picture === 'string' && picture !== 'failed' ? (
            <img className={styles.qr} src={picture} alt={TEXT.qrAlt} width={240} height={240} />
          ) : (
            <div className={styles.qrPlaceholder} aria-busy={picture === null}>
              {picture === 'failed' ? TEXT.qrFailed : null}
            </div>
          )}
        </div>
        <p className={styles.accountName}>{SITE.officialAccount.name}</p>
        {wechat ? (
          <Button variant="ghost" onClick={copyName}>
            {TEXT.copyName}
          </Button>
        ) : null}
      </section>
      <section className={funnelStyles.card}>
        {wechat ? null : <h2 className={styles.sectionTitle}>{TEXT.outsideTitle}</h2>}
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}
