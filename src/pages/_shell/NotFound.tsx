import FileOutline from 'antd-mobile-icons/es/FileOutline';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import styles from '../_shared/Screen.module.css';

/** An unknown path (or a screen not built yet): say so, and offer the way home. */
export default function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = COPY.notFound.title;
  }, []);
  return (
    <main className={styles.centered}>
      <div className={styles.icon} aria-hidden="true">
        <FileOutline />
      </div>
      <h1 className={styles.title}>{COPY.notFound.title}</h1>
      <p className={styles.body}>{COPY.notFound.body}</p>
      <div className={styles.actions}>
        <Button block onClick={() => navigate(paths.home())}>
          {COPY.common.backHome}
        </Button>
      </div>
    </main>
  );
}
