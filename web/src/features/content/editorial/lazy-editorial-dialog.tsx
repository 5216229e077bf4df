import { type ComponentType, Suspense } from 'react';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import type { EditorialDialogProps } from './editorial-dialog.tsx';
import type { EditorialResource, EditorialRow } from './editorial-resource.ts';

type Props = Omit<EditorialDialogProps<EditorialRow>, 'schemas'>;

/** Each resource's dialog: the dialog's code and the resource's shared schemas, fetched together on first open. */
const dialogs = new WeakMap<object, ComponentType<Props>>();

function dialogOf(resource: EditorialResource<EditorialRow>): ComponentType<Props> {
  let dialog = dialogs.get(resource);
  if (!dialog) {
    dialog = lazyChunk(() =>
      Promise.all([import('./editorial-dialog.tsx'), resource.schemas()]).then(([m, schemas]) => ({
        default: function EditorialDialogWithSchemas(props: Props) {
          return <m.EditorialDialog {...props} schemas={schemas} />;
        },
      })),
    );
    dialogs.set(resource, dialog);
  }
  return dialog;
}

/**
 * The New / Edit dialog of a topic, wallpaper topic or collection, its form, checks and shared
 * schemas (with zod) fetched when it first opens: the list and the detail page draw without them.
 */
export function LazyEditorialDialog<R extends EditorialRow>(props: Omit<EditorialDialogProps<R>, 'schemas'>) {
  const generic = props as unknown as Props;
  const Dialog = dialogOf(generic.resource);
  return (
    <Suspense fallback={null}>
      <Dialog {...generic} />
    </Suspense>
  );
}
