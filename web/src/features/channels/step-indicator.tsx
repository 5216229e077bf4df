import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const STEPS = [
  ['channels.steps.base', 'channels.steps.baseDesc'],
  ['channels.steps.info', 'channels.steps.infoDesc'],
  ['channels.steps.finish', 'channels.steps.finishDesc'],
] as const;

/** The three steps, the current one marked (aria-current) and the done ones ticked. */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <ol className="od-steps" data-testid="channel-steps">
      {STEPS.map(([title, desc], i) => (
        <li
          key={title}
          className={`od-step${i === current ? ' od-step-current' : ''}${i < current ? ' od-step-done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="od-step-dot">{i < current ? <Icon icon="tick" size={12} /> : i + 1}</span>
          <span className="od-step-text">
            <strong>{t(title)}</strong>
            <small>{t(desc)}</small>
          </span>
        </li>
      ))}
    </ol>
  );
}
