import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { COLOR_PATTERN } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A colour `#rrggbb` (or `#rrggbbaa`): a swatch picker and the hex text; invalid text is marked, not applied. */
export function ColorField(props: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const valid = COLOR_PATTERN.test(text);

  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      className="od-tpl-field"
      intent={valid ? Intent.NONE : Intent.DANGER}
      helperText={valid ? undefined : t('content.validation.color', { field: props.label })}
    >
      <InputGroup
        id={props.id}
        size="small"
        className="od-input-mono"
        value={text}
        disabled={props.disabled}
        intent={valid ? Intent.NONE : Intent.DANGER}
        leftElement={
          <input
            type="color"
            className="od-color-swatch"
            aria-label={props.label}
            value={props.value.slice(0, 7)}
            disabled={props.disabled}
            onChange={(e) => props.onCommit(e.target.value)}
          />
        }
        onChange={(e) => {
          setText(e.target.value);
          if (COLOR_PATTERN.test(e.target.value)) props.onCommit(e.target.value);
        }}
        onBlur={() => setText(props.value)}
      />
    </FormGroup>
  );
}
