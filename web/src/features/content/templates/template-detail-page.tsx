import '../shared/content.css';
import { getTemplate } from '@opsdeck/shared/api';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFetch } from '../../../lib/use-fetch.ts';
import { DetailStates } from '../shared/detail-page.tsx';
import { TemplateEdit } from './template-edit.tsx';
import { idFromQuery, TEMPLATE_PLACE } from './template-links.ts';
import { TemplateView } from './template-view.tsx';

/**
 * /template/detail?id=…: the template drawn by the same renderer as the editor and the list, its
 * details and status; Edit opens the same layout editor on it.
 */
export function TemplateDetailPage() {
  const [params] = useSearchParams();
  const id = idFromQuery(params);
  const template = useFetch(id === null ? null : `template-${id}`, (client) => getTemplate(client, id ?? 0));
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <DetailStates place={TEMPLATE_PLACE} id={id} load={template}>
      {(row) =>
        editing === row.id ? (
          <TemplateEdit
            key={`${row.id}-${row.updatedAt}`}
            row={row}
            onSaved={(saved) => {
              template.setData(saved);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
            onReload={() => {
              setEditing(null);
              template.reload();
            }}
          />
        ) : (
          <TemplateView
            row={row}
            onEdit={() => setEditing(row.id)}
            onChanged={template.setData}
            onReload={template.reload}
          />
        )
      }
    </DetailStates>
  );
}
