// The collection page: the collection feature's review screen with, between its facts and its
// materials, the contract feature's trade orders that cover it (what each gives and how much of the
// collection they cover). Composed here because features never import each other; the orders are
// shown to every role that sees the collection (the server answers them to the same roles).
import { CollectionScreen } from '../../features/collection/components/collection-screen.tsx';
import { CollectionOrders } from '../../features/contract/components/collection-orders.tsx';

export const CollectionPage = () => (
  <CollectionScreen tradeOrders={(detail) => <CollectionOrders collectionId={detail.id} />} />
);
