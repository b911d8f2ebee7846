import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { inWechat } from '../_shared/in-wechat';
import { carriedQuery, kindOf, withCarry } from './campaign';

/**
 * `/Active/Customized/:id/Auth` and CustomizedV2's: signing in for the service, the messaging-app
 * authorisation inside it (back through AuthBack), the phone and SMS code elsewhere; then back to
 * the landing with the link's keys. It replaces itself, so back from sign-in is the landing.
 */
export default function AuthScreen() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const kind = kindOf(pathname);
  const landing = withCarry(
    paths.campaign.home(kind === 'MadeSpecial' ? 'Customized' : kind, id),
    carriedQuery(search),
  );
  return <Navigate replace to={paths.signIn(landing, inWechat())} />;
}
