import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appSettingsStore, setSettingsOpen, toggleTheme } from '../../stores/app-settings-store.ts';
import { openPalette, toggleFullscreenOrTell } from '../chrome/lib/chrome-commands.ts';
import { useFullscreen } from '../chrome/lib/fullscreen.ts';

/** A round outlined icon button with a tooltip; its accessible name is the tooltip's text. */
function NavButton(props: {
  label: string;
  icon: 'search' | 'moon' | 'flash' | 'fullscreen' | 'minimize' | 'cog';
  pressed?: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Tooltip content={props.label} placement="bottom">
      <Button
        variant="outlined"
        className={`od-nav-button${props.className ? ` ${props.className}` : ''}`}
        icon={props.icon}
        aria-label={props.label}
        aria-pressed={props.pressed}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** Search: opens the command palette. */
export function SearchButton() {
  const { t } = useTranslation();
  return (
    <NavButton
      label={t('chrome.navbar.search')}
      icon="search"
      className="od-hide-mobile"
      onClick={openPalette}
    />
  );
}

/** Theme: a moon in light mode, a sun-like flash in dark mode (screens.md §3.6). */
export function ThemeButton() {
  const { t } = useTranslation();
  const { theme } = useSnapshot(appSettingsStore);
  return (
    <NavButton
      label={t('chrome.navbar.theme')}
      icon={theme === 'dark' ? 'flash' : 'moon'}
      pressed={theme === 'dark'}
      className="od-theme-button"
      onClick={() => void toggleTheme()}
    />
  );
}

/** Fullscreen on and off; the icon follows (also when the browser leaves fullscreen on Esc). */
export function FullscreenButton() {
  const { t } = useTranslation();
  const on = useFullscreen();
  return (
    <NavButton
      label={on ? t('chrome.navbar.exitFullscreen') : t('chrome.navbar.fullscreen')}
      icon={on ? 'minimize' : 'fullscreen'}
      pressed={on}
      className="od-hide-mobile"
      onClick={() => void toggleFullscreenOrTell()}
    />
  );
}

/** Opens the settings drawer. */
export function SettingsButton() {
  const { t } = useTranslation();
  return <NavButton label={t('chrome.navbar.settings')} icon="cog" onClick={() => setSettingsOpen(true)} />;
}
