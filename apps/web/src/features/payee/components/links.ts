// The area's addresses with their query (paths.ts names the screens).
import { paths } from '../../../lib/paths.ts';

export const payeeDetailPath = (id: string) => `${paths.payeeDetail}?id=${encodeURIComponent(id)}`;
export const payeeEditPath = (id: string) => `${paths.payeeEdit}?id=${encodeURIComponent(id)}`;
