import ExclamationOutline from 'antd-mobile-icons/es/ExclamationOutline';
import { useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import styles from '../_shared/Screen.module.css';

interface Props {
  /** A page resource (chunk) failed rather than the page itself. */
  chunk?: boolean;
  /** Retry in place; without it (the /Error route) retry goes back to where the visitor was. */
  onRetry?: () => void;
}

/** The friendly error screen: /Error, and what the error boundary shows. */
export default function ErrorScreen({ chunk, onRetry }: Props) {
  const navigate = useNavigate();
  const retry =
    onRetry ?? (() => (window.history.length > 1 ? navigate(-1) : window.location.reload()));
  return (
    <main className={styles.centered}>
      <div className={styles.icon} aria-hidden="true">
        <ExclamationOutline />
      </div>
      <h1 className={styles.title}>{COPY.error.title}</h1>
      <p className={styles.body}>{chunk ? COPY.error.chunkBody : COPY.error.body}</p>
      <div className={styles.actions}>
        <Button block onClick={retry}>
          {COPY.common.retry}
        </Button>
        <Button block variant="ghost" onClick={() => navigate(paths.home())}>
          {COPY.common.backHome}
        </Button>
      </div>
    </main>
  );
}
