import { Button, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { updateProfile } from '@opsdeck/shared/api';
import type { Locale } from '@opsdeck/shared/i18n';
import {
  type AccountProfile,
  countWords,
  INTRODUCTION_MAX_WORDS,
  type ProfileUpdateBody,
  profileUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toaster.ts';
import { checkWith, type FieldErrors, fieldErrorsOf } from '../lib/field-errors.ts';
import { useClient } from '../lib/use-client.ts';
import { AvatarField } from './avatar-field.tsx';

const COUNTRIES = ['china', 'singapore', 'other'] as const;
type Draft = Required<ProfileUpdateBody>;
const TEXT_FIELDS = ['name', 'nickname', 'email', 'area', 'address', 'location', 'personalWebsite'] as const;
const REQUIRED = new Set(['name', 'nickname', 'email', 'countryRegion', 'area']);

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
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkWith(profileUpdateBodySchema, draft, i18n.language as Locale);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await updateProfile(client, checked.data);
      setDraft(draftOf(saved));
      onSaved(saved);
      toastSuccess(t('account.setting.saved'));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const group = (key: string) => ({
    label: t(`fields.${key}`),
    labelFor: `profile-${key}`,
    labelInfo: REQUIRED.has(key) ? '*' : undefined,
    helperText: errors[key],
    intent: errors[key] ? Intent.DANGER : Intent.NONE,
    inline: true,
  });
  const words = countWords(draft.introduction);

  return (
    <form className="od-basic-tab" onSubmit={(e) => void submit(e)} data-testid="profile-form">
      <AvatarField name={draft.name} value={draft.avatar} onChange={set('avatar')} />
      <FormGroup
        label={t('profile.phone')}
        labelFor="profile-phone"
        helperText={t('account.setting.readOnly')}
        inline
      >
        <InputGroup id="profile-phone" value={profile.phone} readOnly disabled />
      </FormGroup>
      {TEXT_FIELDS.slice(0, 3).map((key) => (
        <FormGroup key={key} {...group(key)}>
          <InputGroup
            id={`profile-${key}`}
            value={draft[key]}
            onValueChange={set(key)}
            intent={group(key).intent}
          />
        </FormGroup>
      ))}
      <FormGroup {...group('countryRegion')}>
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
      </FormGroup>
      {TEXT_FIELDS.slice(3).map((key) => (
        <FormGroup key={key} {...group(key)}>
          <InputGroup
            id={`profile-${key}`}
            value={draft[key]}
            onValueChange={set(key)}
            intent={group(key).intent}
          />
        </FormGroup>
      ))}
      <FormGroup
        {...group('introduction')}
        helperText={errors.introduction ?? t('account.setting.wordsLeft', { count: words })}
      >
        <TextArea
          id="profile-introduction"
          value={draft.introduction}
          onChange={(e) => set('introduction')(e.currentTarget.value)}
          intent={words > INTRODUCTION_MAX_WORDS ? Intent.DANGER : Intent.NONE}
          autoResize
          fill
        />
      </FormGroup>
      <div className="od-form-actions">
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
