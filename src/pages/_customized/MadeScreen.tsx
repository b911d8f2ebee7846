import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/** `/Active/Made/:id`: the older link of the service; on to `/Active/Customized/:id`, query and all. */
export default function MadeScreen() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={`${paths.campaign.home('Customized', id)}${search}${hash}`} />;
}
