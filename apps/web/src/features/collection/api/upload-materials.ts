// collection/materials.json: the materials a collection waits for (files uploaded through
// file/upload.json, each with its kind), handed in with the version they were chosen at; review
// is next.
import {
  collectionApi,
  type CollectionDetail,
  type UploadMaterialsRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCollectionMutation } from './get-collection.ts';

export const uploadMaterials = (request: UploadMaterialsRequest): Promise<CollectionDetail> =>
  api.call(collectionApi.uploadMaterials, request, { silent: true });

export const useUploadMaterials = () => useCollectionMutation(uploadMaterials);
