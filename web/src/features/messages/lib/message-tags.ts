import { Intent } from '@blueprintjs/core';

/**
 * The status tag of a notice or todo, from its messageType (screens.md §3.4):
 * 0 not started (grey), 1 opened (green), 2 in progress (blue), 3 expiring (red).
 */
export interface MessageTag {
  i18nKey: string;
  intent: Intent;
}

const TAGS: Readonly<Record<number, MessageTag>> = {
  0: { i18nKey: 'chrome.messages.status.0', intent: Intent.NONE },
  1: { i18nKey: 'chrome.messages.status.1', intent: Intent.SUCCESS },
  2: { i18nKey: 'chrome.messages.status.2', intent: Intent.PRIMARY },
  3: { i18nKey: 'chrome.messages.status.3', intent: Intent.DANGER },
};

/** The tag of a message, or none (plain messages, unknown numbers). */
export function messageTagOf(type: string, messageType: number | null): MessageTag | undefined {
  if (type === 'message' || messageType === null) return undefined;
  return TAGS[messageType];
}
