import { COPY } from '../../config/copy';

/** A sum insured as policies write it: `50万` for whole ten-thousands, else `5000元`. */
export function sumText(yuan: number): string {
  return yuan % 10000 === 0 ? COPY.common.sumWan(yuan / 10000) : COPY.common.sumYuan(yuan);
}
