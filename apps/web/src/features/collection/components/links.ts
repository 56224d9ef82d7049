// The area's addresses with their query (paths.ts names the screens).
import { paths } from '../../../lib/paths.ts';

export const accountDetailPath = (id: string) => `${paths.actDetail}?id=${encodeURIComponent(id)}`;
export const resubmitPath = (id: string) => `${paths.actApply}?id=${encodeURIComponent(id)}`;
export const collectionDetailPath = (id: string) =>
  `${paths.collectDetail}?id=${encodeURIComponent(id)}`;
/** The trade orders covering a collection (the contract area's screen). */
export const associateOrdersPath = (collectionId: string) =>
  `${paths.contractAssociate}?collectionId=${encodeURIComponent(collectionId)}`;
