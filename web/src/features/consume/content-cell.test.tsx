import type { CoinConsumeRow } from '@opsdeck/shared/schemas';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { contentColumn } from './content-cell.tsx';

const row = {
  id: 1,
  memberId: 7,
  memberVisibleId: '10000007',
  memberNickname: 'Ann',
  contentType: 'wallpaper' as const,
  contentId: 42,
  content: { title: 'Misty peaks 42', thumbUrl: '/uploads/w42-thumb.jpg' },
  via: 'vip' as const,
  coinsSpent: 0,
  createdAt: '2026-11-28T01:00:00.000Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

test('unlocked content: thumbnail and title linked to its detail page; a deleted one says so', () => {
  const column = contentColumn(200);
  const ctx = { t: i18n.t.bind(i18n), locale: 'en-US' } as Parameters<typeof column.render>[1];
  const { unmount } = render(<MemoryRouter>{column.render(row, ctx)}</MemoryRouter>);
  const link = screen.getByRole('link', { name: 'Misty peaks 42' });
  expect(link.getAttribute('href')).toBe('/wallpaper/detail?id=42');
  expect(link.querySelector('img')?.getAttribute('src')).toBe('/uploads/w42-thumb.jpg');
  // a title its column cuts reads whole on hover, and on the keyboard's row (`.od-cell-cut`)
  const title = link.querySelector('.od-cell-cut');
  expect(title?.textContent).toBe('Misty peaks 42');
  expect(title?.getAttribute('title')).toBe('Misty peaks 42');
  expect(column.csv?.(row, ctx)).toBe('Misty peaks 42');
  unmount();
  const gone = { ...row, contentType: 'template' as const, content: null };
  render(<MemoryRouter>{column.render(gone, ctx)}</MemoryRouter>);
  expect(screen.getByText('Deleted (Template #42)')).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
});

test('content without a picture keeps its empty slot beside its linked title, no image with an empty address', () => {
  const column = contentColumn(200);
  const ctx = { t: i18n.t.bind(i18n), locale: 'en-US' } as Parameters<typeof column.render>[1];
  render(
    <MemoryRouter>{column.render({ ...row, content: { title: 'Bare 7', thumbUrl: '' } }, ctx)}</MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Bare 7' });
  expect(link.querySelector('img')).toBeNull();
  expect(link.querySelector('.od-consume-thumb')).not.toBeNull();
});

test('a coin consumption row shows the content its unlock paid for, and a dash when it paid for none', () => {
  const column = contentColumn<CoinConsumeRow>(200);
  const ctx = { t: i18n.t.bind(i18n), locale: 'en-US' } as Parameters<typeof column.render>[1];
  const spent: CoinConsumeRow = {
    id: 9,
    memberId: 7,
    memberVisibleId: '10000007',
    memberNickname: 'Ann',
    delta: -30,
    balanceAfter: 70,
    reason: 'unlock',
    refType: 'unlock',
    refId: 3,
    operatorId: null,
    operatorName: null,
    createdAt: '2026-11-28T01:00:00.000Z',
    contentType: 'template',
    contentId: 5,
    content: { title: 'Spring poster', thumbUrl: '/uploads/t5-cover.jpg' },
  };
  const { unmount } = render(<MemoryRouter>{column.render(spent, ctx)}</MemoryRouter>);
  const link = screen.getByRole('link', { name: 'Spring poster' });
  expect(link.getAttribute('href')).toBe('/template/detail?id=5');
  expect(link.querySelector('img')?.getAttribute('src')).toBe('/uploads/t5-cover.jpg');
  unmount();
  const refund = {
    ...spent,
    reason: 'refund' as const,
    refType: 'order',
    contentType: null,
    contentId: null,
    content: null,
  };
  render(<MemoryRouter>{column.render(refund, ctx)}</MemoryRouter>);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText(i18n.t('lists.dash'))).toBeTruthy();
  expect(column.csv?.(refund, ctx)).toBe('');
});
