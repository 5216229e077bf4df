import { Button, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { updateProfile } from '@opsdeck/shared/api';
import {
  type AccountProfile,
  countWords,
  INTRODUCTION_MAX_WORDS,
  type ProfileUpdateBody,
} from '@opsdeck/shared/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecksFailed } from '../../../components/checks-failed.tsx';
import { Field, type FieldFrame, TextField } from '../../../components/form/text-field.tsx';
import { useWebApi } from '../../../lib/api-context.tsx';
import { afterFirstScreen } from '../../../lib/first-screen.ts';
import { evaluateSchemaSteps } from '../../../lib/schema-steps.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { useClient } from '../lib/use-client.ts';
import { AvatarField } from './avatar-field.tsx';

const COUNTRIES = ['china', 'singapore', 'other'] as const;
type Draft = Required<ProfileUpdateBody>;
const TEXT_FIELDS = ['name', 'nickname', 'email', 'area', 'address', 'location', 'personalWebsite'] as const;
const REQUIRED = new Set(['name', 'nickname', 'email', 'countryRegion', 'area']);
/**
 * The form's schema, with zod: fetched after the first paint, awaited by a save sent before that.
 * Its chunk (the list schemas) evaluates after zod and the common schemas, each in a task of its own
 * (the schema steps the keyboard layer shares): imported alone, zod with the schemas was one task of
 * about 24 ms of CPU here whenever this ran before the layer's steps.
 */
const loadProfileSchema = () =>
  evaluateSchemaSteps(3)
    .then(() => import('./setting-schemas.ts'))
    .then((m) => m.profileUpdateBodySchema);

function draftOf(p: AccountProfile): Draft {
  return {
    name: p.name,
    nickname: p.nickname,
    email: p.email,
    countryRegion: p.countryRegion,
    area: p.area,
    address: p.address,
    location: p.location,
    personalWebsite: p.personalWebsite,
    introduction: p.introduction,
    avatar: p.avatar,
  };
}

/** Basic information: the operator's own fields (spec §5 rules, checked here and by the server). */
export function BasicTab({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  onSaved: (p: AccountProfile) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const { errors, setErrors, busy, checksFailed, submit } = useCheckedForm();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { whenQuiet } = useWebApi();
  useEffect(() => {
    // a failure here is tried again by the first save (which says so if it fails too)
    void afterFirstScreen(whenQuiet)
      .then(loadProfileSchema)
      .catch(() => undefined);
  }, [whenQuiet]);

  function send(e: FormEvent) {
    e.preventDefault();
    void submit(loadProfileSchema, draft, async (body) => {
      const saved = await updateProfile(client, body);
      setDraft(draftOf(saved));
      onSaved(saved);
      toastSuccess(t('account.setting.saved'));
    });
  }

  const frame = (key: string): FieldFrame => ({
    id: `profile-${key}`,
    label: t(`fields.${key}`),
    required: REQUIRED.has(key),
    error: errors[key],
    inline: true,
  });
  const textField = (key: (typeof TEXT_FIELDS)[number]) => (
    <TextField key={key} {...frame(key)} value={draft[key]} onValueChange={set(key)} />
  );
  const words = countWords(draft.introduction);

  return (
    <form ref={formRef} className="od-basic-tab" onSubmit={send} data-testid="profile-form">
      <AvatarField name={draft.name} value={draft.avatar} onChange={set('avatar')} />
      <TextField
        id="profile-phone"
        label={t('profile.phone')}
        hint={t('account.setting.readOnly')}
        inline
        value={profile.phone}
        readOnly
        disabled
      />
      {TEXT_FIELDS.slice(0, 3).map(textField)}
      <Field {...frame('countryRegion')}>
        <HTMLSelect
          id="profile-countryRegion"
          value={draft.countryRegion}
          onChange={(e) => set('countryRegion')(e.currentTarget.value)}
        >
          <option value="">{t('account.setting.chooseCountry')}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`account.setting.countries.${c}`)}
            </option>
          ))}
        </HTMLSelect>
      </Field>
      {TEXT_FIELDS.slice(3).map(textField)}
      <Field {...frame('introduction')} hint={t('account.setting.wordsLeft', { count: words })}>
        <TextArea
          id="profile-introduction"
          value={draft.introduction}
          onChange={(e) => set('introduction')(e.currentTarget.value)}
          intent={words > INTRODUCTION_MAX_WORDS ? Intent.DANGER : Intent.NONE}
          autoResize
          fill
        />
      </Field>
      {/* the schema did not load: nothing was saved; Retry saves again (as Save does) */}
      {checksFailed && (
        <div className="od-field-note">
          <ChecksFailed onRetry={() => formRef.current?.requestSubmit()} />
        </div>
      )}
      <div className="od-field-actions">
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={t('account.setting.save')} />
        <Button
          text={t('account.setting.reset')}
          onClick={() => {
            setDraft(draftOf(profile));
            setErrors({});
          }}
        />
      </div>
    </form>
  );
}
