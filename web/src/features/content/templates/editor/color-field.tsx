import { Classes, FormGroup, Intent } from '@blueprintjs/core';
import { COLOR_PATTERN } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The swatch's box: its 22 px and its 2 px left margin (`.od-color-swatch`, content.css). */
const SWATCH_BOX_PX = 24;

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
  const intent = valid ? Intent.NONE : Intent.DANGER;

  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      className="od-tpl-field"
      intent={intent}
      helperText={valid ? undefined : t('content.validation.color', { field: props.label })}
    >
      {/* Blueprint's InputGroup markup, drawn here: with a `leftElement` the component measures it
          after mounting (a forced layout of the page inside the commit, 37 ms of the template
          editor's first commit here, and a second render); the swatch's box is fixed (22 px and
          its 2 px margin, content.css), so the input's padding is too */}
      <div
        className={[Classes.INPUT_GROUP, Classes.SMALL, Classes.intentClass(intent), 'od-input-mono']
          .concat(props.disabled ? [Classes.DISABLED] : [])
          .filter(Boolean)
          .join(' ')}
      >
        <span className={Classes.INPUT_LEFT_CONTAINER}>
          <input
            type="color"
            className="od-color-swatch"
            aria-label={props.label}
            value={props.value.slice(0, 7)}
            disabled={props.disabled}
            onChange={(e) => props.onCommit(e.target.value)}
          />
        </span>
        <input
          id={props.id}
          type="text"
          className={Classes.INPUT}
          style={{ paddingLeft: SWATCH_BOX_PX }}
          value={text}
          disabled={props.disabled}
          aria-disabled={props.disabled}
          onChange={(e) => {
            setText(e.target.value);
            if (COLOR_PATTERN.test(e.target.value)) props.onCommit(e.target.value);
          }}
          onBlur={() => setText(props.value)}
        />
      </div>
    </FormGroup>
  );
}
