import '../shared/content.css';
import { Spinner } from '@blueprintjs/core';
import { getTemplate } from '@opsdeck/shared/api';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { preloadFirst } from '../../../components/content-image.tsx';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { DetailStates, useDetailEdit } from '../shared/detail-page.tsx';
import { templatePicture } from './layout/template-picture.ts';
import { idFromQuery, TEMPLATE_PLACE } from './template-links.ts';
import { TemplateView } from './template-view.tsx';

/** The layout editor and its form are fetched on the first Edit: the page draws without them. */
const TemplateEdit = lazyChunk(() =>
  import('./template-edit.tsx').then((m) => ({ default: m.TemplateEdit })),
);

/**
 * /template/detail?id=…: the template drawn by the same renderer as the editor and the list, its
 * details and status; Edit opens the same layout editor on it.
 */
export function TemplateDetailPage() {
  const [params] = useSearchParams();
  const id = idFromQuery(params);
  const template = useFetch(id === null ? null : `template-${id}`, async (client) => {
    const row = await getTemplate(client, id ?? 0);
    preloadFirst([templatePicture(row)]);
    return row;
  });
  const edit = useDetailEdit(template);

  return (
    <DetailStates place={TEMPLATE_PLACE} id={id} load={template}>
      {(row) =>
        edit.isEditing(row) ? (
          <Suspense fallback={<Spinner className="od-content-loading" />}>
            <TemplateEdit key={edit.formKey(row)} {...edit.editProps(row)} />
          </Suspense>
        ) : (
          <TemplateView {...edit.viewProps(row)} />
        )
      }
    </DetailStates>
  );
}
