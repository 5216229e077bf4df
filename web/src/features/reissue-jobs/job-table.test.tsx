import type { ReissueJob } from '@opsdeck/shared/schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { JobTable } from './job-table.tsx';

describe('re-issue jobs table without jobs', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test.each(['en-US', 'zh-CN'] as const)(
    '%s: says there is none yet and how to start one, with its keys; its button opens the member list',
    async (locale) => {
      await i18n.changeLanguage(locale);
      const { unmount } = render(
        <MemoryRouter initialEntries={['/member/reissue-jobs']}>
          <Routes>
            <Route
              path="/member/reissue-jobs"
              element={<JobTable jobs={[]} selectedId={undefined} onOpen={() => {}} onKey={() => {}} />}
            />
            <Route path="/member/list" element={<p>member list</p>} />
          </Routes>
        </MemoryRouter>,
      );
      const empty = screen.getByTestId('jobs-empty');
      expect(empty.textContent).toContain(i18n.t('reissueJobs.web.emptyTitle'));
      // its title is the section's h2 under the page's h1 (an h4 there skipped two heading levels)
      screen.getByRole('heading', { level: 2, name: i18n.t('reissueJobs.web.emptyTitle') });
      const text = empty.textContent ?? '';
      expect(text).not.toMatch(/\bN\b|\{\{/);
      // the member list's key sequence and the palette's key (jsdom is not a Mac)
      expect(text).toContain('G M');
      expect(text).toContain('Ctrl+K');
      // it names the member list's button and the palette's action by the words the operator sees
      expect(text).toContain(locale === 'zh-CN' ? '向全部' : 'Re-issue to all');
      expect(text).toContain(i18n.t('reissueJobs.actions.create'));
      fireEvent.click(screen.getByRole('button', { name: i18n.t('reissueJobs.web.openMembers') }));
      screen.getByText('member list');
      unmount();
    },
  );
});

describe('a job row', () => {
  test('its rows run are grouped as its amounts are (it read 1977/1977 under "1,977 coins")', async () => {
    await i18n.changeLanguage('zh-CN');
    const job: ReissueJob = {
      id: 3,
      kind: 'coins',
      amount: 1,
      reason: 'r',
      filter: { status: 'active' },
      filterText: 'status active',
      status: 'done',
      count: 1977,
      total: 1977,
      issued: 1977,
      replayed: 0,
      failed: 0,
      cancelled: 0,
      left: 0,
      rate: 0,
      etaSeconds: null,
      createdBy: { id: 1, name: 'Admin' },
      approvalId: null,
      refusal: null,
      error: null,
      createdAt: '2026-12-01T08:16:00.000Z',
      startedAt: '2026-12-01T08:16:01.000Z',
      finishedAt: '2026-12-01T08:16:03.000Z',
    };
    const { unmount } = render(
      <MemoryRouter>
        <JobTable jobs={[job]} selectedId={undefined} onOpen={() => {}} onKey={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('job-row-progress-3').textContent).toBe('1,977/1,977');
    unmount();
    await i18n.changeLanguage('en-US');
  });
});
