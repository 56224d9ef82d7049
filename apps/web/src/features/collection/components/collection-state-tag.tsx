// A collection's state as a tag (the spec's meaning of its code) with the receipt's progress label
// under it (spec §4), as the list and the detail show them.
import type { Collection } from '@tradebridge/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateTagWithLine } from '../../../components/state-tag.tsx';
import { collectionStateColor, collectionStateMeaning } from './labels.ts';

/** The state tag with the receipt's progress label under it. */
export const CollectionStateTag = ({ collection }: { collection: Collection }) => {
  const { t } = useTranslation('collection');
  return (
    <StateTagWithLine
      color={collectionStateColor(collection.state)}
      state={collection.state}
      testId="collection-state"
      line={
        collection.progress ? (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, whiteSpace: 'nowrap' }}
            data-testid="collection-progress"
          >
            {t(`progress.${collection.progress}`)}
          </Typography.Text>
        ) : null
      }
    >
      {t(`collectionState.${collectionStateMeaning(collection.state)}`)}
    </StateTagWithLine>
  );
};
