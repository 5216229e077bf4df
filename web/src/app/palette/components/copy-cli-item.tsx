import { Icon } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';

/** The item that copies a page's command as its CLI line (as Ctrl/⌘+Shift+C does), the line shown under it. */
export function CopyCliItem({ line, onCopy }: { line: string; onCopy: (line: string) => void }) {
  const { t } = useTranslation();
  return (
    <Command.Item value="cli" onSelect={() => onCopy(line)} className="od-palette-item">
      <Icon icon="console" />
      <span className="od-palette-item-text">
        <span className="od-palette-item-title">{t('palette.cli.copy')}</span>
        <code className="od-palette-item-hint od-palette-cli" title={line} data-testid="palette-cli-line">
          {line}
        </code>
      </span>
    </Command.Item>
  );
}
