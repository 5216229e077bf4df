import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { JobTable } from './job-table.tsx';

describe('re-issue jobs table without jobs', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test.each(['en-US', 'zh-CN'] as const)(
    '%s: says how to start one, with no placeholder letter for the count',
    async (locale) => {
      await i18n.changeLanguage(locale);
      const { unmount } = render(
        <JobTable jobs={[]} selectedId={undefined} onOpen={() => {}} onKey={() => {}} />,
      );
      const text = screen.getByText(i18n.t('reissueJobs.web.empty')).textContent ?? '';
      expect(text).not.toMatch(/\bN\b|\{\{/);
      // it names the member list's button by the words the operator sees on it
      expect(text).toContain(locale === 'zh-CN' ? '向全部' : 'Re-issue to all');
      unmount();
    },
  );
});
