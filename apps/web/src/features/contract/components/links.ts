// The area's addresses with their query (paths.ts names the screens).
import { paths } from '../../../lib/paths.ts';

export type ContractsTab = 'contracts' | 'orders';

export const contractsPath = (tab: ContractsTab = 'contracts') =>
  tab === 'contracts' ? paths.contract : `${paths.contract}?tab=${tab}`;
export const contractDetailPath = (id: string) =>
  `${paths.contractDetail}?id=${encodeURIComponent(id)}`;
export const contractEditPath = (id: string) =>
  `${paths.contractEdit}?id=${encodeURIComponent(id)}`;
export const associatePath = (collectionId: string) =>
  `${paths.contractAssociate}?collectionId=${encodeURIComponent(collectionId)}`;
