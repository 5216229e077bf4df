import '../shared/content.css';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { getTemplate } from '@opsdeck/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFetch } from '../../../lib/use-fetch.ts';
import { TemplateEdit } from './template-edit.tsx';
import { idFromQuery } from './template-links.ts';
import { TemplateView } from './template-view.tsx';

/**
 * /template/detail?id=…: the template drawn by the same renderer as the editor and the list, its
 * details and status; Edit opens the same layout editor on it.
 */
export function TemplateDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFromQuery(params);
  const template = useFetch(id === null ? null : `template-${id}`, (client) => getTemplate(client, id ?? 0));
  const [editing, setEditing] = useState<number | null>(null);

  if (id === null) {
    return (
      <NonIdealState
        icon="search"
        title={t('contentWeb.template.noId')}
        action={
          <Button
            icon="arrow-left"
            text={t('contentWeb.template.backToList')}
            onClick={() => navigate('/template/list')}
          />
        }
      />
    );
  }
  if (template.error) {
    return (
      <NonIdealState
        icon="error"
        title={t('contentWeb.template.loadFailed')}
        description={template.error}
        action={<Button icon="refresh" text={t('lists.error.retry')} onClick={template.reload} />}
      />
    );
  }
  const row = template.data;
  if (!row || row.id !== id)
    return <Spinner className="od-content-loading" aria-label={t('lists.loading')} />;
  if (editing === row.id) {
    return (
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
    );
  }
  return (
    <TemplateView
      row={row}
      onEdit={() => setEditing(row.id)}
      onChanged={template.setData}
      onReload={template.reload}
    />
  );
}
