import { EditorialListScreen } from '../editorial/editorial-list-screen.tsx';
import { collectionResource } from './collection-resource.ts';

/** /collection/list: collections; a new one opens its detail page to add items. */
export function CollectionListPage() {
  return <EditorialListScreen resource={collectionResource} />;
}
