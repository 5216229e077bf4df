import { type ComponentType, lazy, Suspense } from 'react';
import type { EditorialDialogProps } from './editorial-dialog.tsx';
import type { EditorialRow } from './editorial-resource.ts';

const Dialog = lazy(() =>
  import('./editorial-dialog.tsx').then((m) => ({
    default: m.EditorialDialog as ComponentType<EditorialDialogProps<EditorialRow>>,
  })),
);

/**
 * The New / Edit dialog of a topic, wallpaper topic or collection, its form and checks fetched when
 * it first opens: the list and the detail page draw without them.
 */
export function LazyEditorialDialog<R extends EditorialRow>(props: EditorialDialogProps<R>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...(props as unknown as EditorialDialogProps<EditorialRow>)} />
    </Suspense>
  );
}
