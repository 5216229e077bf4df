import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ActivityList } from './activity-list.tsx';

const items = [
  {
    id: 1,
    action: 'collection.update',
    targetType: 'collection',
    targetId: '12',
    createdAt: '2026-11-20T08:00:00Z',
  },
  {
    id: 2,
    action: 'account.changePassword',
    targetType: 'operator',
    targetId: '',
    createdAt: '2026-11-19T08:00:00Z',
  },
  { id: 3, action: 'robot.dance', targetType: 'robot', targetId: '7', createdAt: '2026-11-18T08:00:00Z' },
];

afterAll(() => i18n.changeLanguage('en-US'));

test('audit entries read as sentences in the console language, unknown codes as they are', async () => {
  await i18n.changeLanguage('en-US');
  const { container } = render(<ActivityList items={items} />);
  expect(screen.getByText('Edited a collection')).toBeTruthy();
  expect(screen.getByText('Changed the sign-in password')).toBeTruthy();
  expect(screen.getByText('robot.dance')).toBeTruthy();
  expect(screen.getByText('#12', { exact: false })).toBeTruthy();
  expect(screen.queryByText('collection.update')).toBeNull();
  expect([...container.querySelectorAll('li')].map((li) => li.dataset.action)).toEqual(
    items.map((i) => i.action),
  );
  cleanup();

  await i18n.changeLanguage('zh-CN');
  render(<ActivityList items={items} />);
  expect(screen.getByText('编辑了合集')).toBeTruthy();
  expect(screen.getByText('修改了登录密码')).toBeTruthy();
  expect(screen.getByText('robot.dance')).toBeTruthy();
});
