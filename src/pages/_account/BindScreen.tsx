import { Link, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { loginActions } from '../../data/login/slice';
import { wechatToken } from '../../api/token';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Account.module.css';
import { PhoneCodeForm } from '../_shared/PhoneCodeForm';

/** /Policy/wechat/bind: binds a phone number to the messaging-app account (SMS flow as on /Login). */
export default function Bind() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => state.login.submitStatus === 'loading');
  const redirect = paths.returnTo(params.get('redirect'));

  if (!wechatToken()) {
    return (
      <main className={styles.centered}>
        <p role="alert">{COPY.wechat.badState}</p>
        <Link to={paths.authorize(paths.bind(redirect))} replace>
          {COPY.wechat.retry}
        </Link>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={screenStyles.formTitle}>{COPY.wechat.bindTitle}</h1>
      <p className={screenStyles.formLead}>{COPY.wechat.bindLead}</p>
      <PhoneCodeForm
        submitText={COPY.wechat.bindSubmit}
        submitting={submitting}
        onSubmit={(phone, code) => dispatch(loginActions.bindRequested({ phone, code, redirect }))}
      />
    </main>
  );
}
