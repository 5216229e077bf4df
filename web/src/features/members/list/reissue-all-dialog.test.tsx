import type { ReissueJob, ReissueJobReview } from '@opsdeck/shared/schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, expect, test, vi } from 'vitest';
import { changeLocale, i18n } from '../../../lib/i18n.ts';
import { WAIT_FOR } from '../../../testing/wait.ts';
import { ReissueAllDialog } from './reissue-all-dialog.tsx';

afterAll(() => changeLocale('en-US'));

test.each(['en-US', 'zh-CN'] as const)(
  '%s: a dry run the server answers without a review is said in the operator language; nothing starts',
  async (locale) => {
    await changeLocale(locale);
    // the server's answer to the dry run is a job, not a review (the client refuses to go on)
    const submit = vi.fn(async () => ({ id: 1 }) as unknown as ReissueJob);
    const onCreated = vi.fn();
    render(
      <ReissueAllDialog
        filter={{ status: 'active' }}
        onClose={() => {}}
        submit={submit}
        onCreated={onCreated}
      />,
    );
    fireEvent.change(await screen.findByTestId('reissue-all-amount'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('reissue-all-reason'), { target: { value: 'make good' } });
    fireEvent.submit(screen.getByTestId('reissue-all-form'));
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('reissue-all-error').textContent).toBe(
          i18n.t('reissueJobs.matching.noReview', { lng: locale }),
        ),
      WAIT_FOR,
    );
    expect(screen.getByTestId('reissue-all-error').textContent).toMatch(
      locale === 'en-US' ? /^The server did not answer the dry run/ : /^服务器未对预演返回复核内容/,
    );
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onCreated).not.toHaveBeenCalled();
  },
);

test('a review the server refuses (every member banned): its reason in place of Start, which stays off; y starts nothing', async () => {
  await changeLocale('en-US');
  const message = 'Every member the filter finds (23) is banned: every row would fail, so no job is started';
  const review: ReissueJobReview = {
    dryRun: true,
    kind: 'coins',
    count: 23,
    total: 115,
    banned: 23,
    largest: [],
    sample: [],
    filterText: 'status banned',
    needsApproval: false,
    threshold: 10_000,
    refusal: { field: 'filter', rule: 'allBanned', message },
  };
  const submit = vi.fn(async () => review);
  const onCreated = vi.fn();
  render(
    <ReissueAllDialog
      filter={{ status: 'banned' }}
      onClose={() => {}}
      submit={submit}
      onCreated={onCreated}
    />,
  );
  fireEvent.change(await screen.findByTestId('reissue-all-amount'), { target: { value: '5' } });
  fireEvent.change(screen.getByTestId('reissue-all-reason'), { target: { value: 'make good' } });
  fireEvent.submit(screen.getByTestId('reissue-all-form'));
  await vi.waitFor(
    () => expect(screen.getByTestId('reissue-all-refusal').textContent).toBe(message),
    WAIT_FOR,
  );
  expect(screen.queryByTestId('reissue-all-approval')).toBeNull();
  const start = screen.getByTestId('reissue-all-confirm') as HTMLButtonElement;
  expect(start.disabled).toBe(true);
  fireEvent.keyDown(document, { key: 'y' });
  fireEvent.keyDown(document, { key: 'Enter', ctrlKey: true });
  fireEvent.click(start);
  expect(submit).toHaveBeenCalledTimes(1);
  expect(onCreated).not.toHaveBeenCalled();
});
