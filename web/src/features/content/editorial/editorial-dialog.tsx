import { Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { useContentForm } from '../shared/use-content-form.ts';
import {
  checkEditorialCreate,
  checkEditorialUpdate,
  type EditorialDraft,
  type EditorialField,
  editorialDraftOf,
  emptyEditorialDraft,
  fieldsOf,
} from './editorial-draft.ts';
import { EditorialFields } from './editorial-fields.tsx';
import type { EditorialResource, EditorialRow, EditorialSchemas } from './editorial-resource.ts';

export interface EditorialDialogProps<R extends EditorialRow> {
  resource: EditorialResource<R>;
  /** The resource's shared schemas (`resource.schemas()`, which the lazy dialog waits for). */
  schemas: EditorialSchemas;
  /** The row to edit, or null to create one. */
  row: R | null;
  nextSort: number;
  onClose: () => void;
  onSaved: (row: R) => void;
}

/**
 * Create or edit a topic, wallpaper topic or collection in a dialog. The values are checked with the
 * shared schema as they change; the server's messages go next to their fields; a stale edit (409)
 * offers Reload, which loads the row as it is now and starts the form again from it.
 */
export function EditorialDialog<R extends EditorialRow>(props: EditorialDialogProps<R>) {
  const api = useApi();
  const { resource } = props;
  const { t } = useTranslation();
  const [row, setRow] = useState<R | null>(props.row);
  const [draft, setDraft] = useState<EditorialDraft>(() =>
    props.row ? editorialDraftOf(props.row) : emptyEditorialDraft(props.nextSort),
  );
  const generic = resource as unknown as EditorialResource<EditorialRow>;
  const form = useContentForm<EditorialField>(fieldsOf(generic));
  const { saving, problem } = form;
  const locale = currentLocale();
  const checked = row
    ? checkEditorialUpdate(generic, props.schemas, row, draft, locale)
    : checkEditorialCreate(generic, props.schemas, draft, locale);
  const noun = t(resource.noun);

  const errorOf = form.errorOf(checked);
  function change(patch: Partial<EditorialDraft>, fields: EditorialField[]) {
    form.touch(fields);
    setDraft((d) => ({ ...d, ...patch }));
  }

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (row && checked.ok && Object.keys(checked.value).length === 1) {
      props.onClose();
      return;
    }
    void form.save(checked, async (value) => {
      const saved = row ? await resource.update(api, row.id, value) : await resource.create(api, value);
      toastSuccess(
        t(row ? 'contentWeb.editorial.saved' : 'contentWeb.editorial.created', { noun, title: saved.title }),
      );
      props.onSaved(saved);
    });
  }

  async function reload() {
    if (!row) return;
    try {
      const fresh = await resource.get(api, row.id);
      setRow(fresh);
      setDraft(editorialDraftOf(fresh));
      form.restart();
    } catch {
      // The client already showed why; the notice stays.
    }
  }

  return (
    <Dialog
      isOpen
      onClose={props.onClose}
      title={
        row
          ? t('contentWeb.editorial.editTitle', { noun, title: row.title })
          : t('contentWeb.editorial.newTitle', { noun })
      }
      icon={row ? 'edit' : 'add'}
      className="od-editorial-dialog"
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {problem?.stale && <StaleNotice onReload={() => void reload()} message={problem.message} />}
          <EditorialFields
            resource={generic}
            draft={draft}
            slugAuto={row === null && !form.edited.has('slug')}
            errorOf={errorOf}
            onChange={change}
            disabled={saving}
          />
          {problem && !problem.stale && problem.message && (
            <Callout intent={Intent.DANGER} icon="error" data-testid="editorial-error">
              {problem.message}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('contentWeb.actions.cancel')} onClick={props.onClose} disabled={saving} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="tick"
                text={row ? t('contentWeb.actions.save') : t('contentWeb.actions.create')}
                loading={saving}
                disabled={problem?.stale}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
