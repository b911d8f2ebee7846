import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import { Link } from 'react-router-dom';
import { COPY } from '../config/copy';
import { paths } from '../config/paths';
import styles from './_shared/Screen.module.css';

/** The off-shelf notice: where any off-shelf product leads. */
export default function ProductGuide() {
  return (
    <main className={styles.centered}>
      <div className={styles.icon} aria-hidden="true">
        <InformationCircleOutline />
      </div>
      <h1 className={styles.title}>{COPY.productGuide.title}</h1>
      <p className={styles.body}>{COPY.productGuide.body}</p>
      <div className={styles.actions}>
        <Link to={paths.home()} className={styles.link} replace>
          {COPY.productGuide.back}
        </Link>
      </div>
    </main>
  );
}
