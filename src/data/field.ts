import { PATHS } from '../api/paths';
import { request } from '../api/request';
import { ReceivedErrorsSchema, ReceivedVitalsSchema } from './field-types';

/**
 * For QA (/Test): the field reports the server received, the last 50 of each (issue 26; the
 * reports themselves are sent by app/field). Quiet calls: a server without this read (production)
 * leaves /Test saying so, with no notice and no way home.
 */
export function fetchFieldVitals() {
  return request(PATHS.fieldVitals, { schema: ReceivedVitalsSchema, quiet: true });
}

export function fetchFieldErrors() {
  return request(PATHS.fieldErrors, { schema: ReceivedErrorsSchema, quiet: true });
}
