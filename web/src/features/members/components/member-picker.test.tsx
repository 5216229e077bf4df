import type { MemberRow } from '@opsdeck/shared/schemas';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { holdingTypedKeys } from '../../../lib/typed-ahead.ts';
import { testWebApi } from '../../../testing/render-with-app.tsx';
import { memberDetail, stubClient } from '../../../testing/stub-client.ts';
import { MemberPicker } from './member-picker.tsx';

describe('member picker', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('searches after a pause, aborts a stale search, and picks with a click', async () => {
    const releases: (() => void)[] = [];
    const stub = stubClient(
      (call) =>
        new Promise((resolve) => {
          const q = (call.params as { q: string }).q;
          const rows = [memberDetail({ id: 5, visibleId: `1000000${q.length}`, nickname: `Match ${q}` })];
          releases.push(() => resolve({ data: { list: rows, total: 1 } }));
        }),
    );
    let picked: MemberRow | null = null;
    render(
      <ApiProvider api={testWebApi({ client: stub.client })}>
        <MemberPicker
          selected={null}
          onSelect={(m) => {
            picked = m;
          }}
          autoFocus
        />
      </ApiProvider>,
    );
    const input = screen.getByRole('combobox');
    // focused, nothing typed: no list over the fields below (the placeholder says what to type)
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('Type a member ID, phone number or nickname')).toBeNull();
    fireEvent.keyDown(input, { key: '1' });
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '13' } });
    const queries = () => stub.calls.map((c) => (c.params as { q: string }).q);
    // one search, after the pause: the first keystroke's never goes out
    await waitFor(() => expect(queries()).toEqual(['13']), { timeout: 10_000 });
    expect(stub.calls[0]?.url).toBe('/admin/members');

    fireEvent.change(input, { target: { value: '138' } });
    expect(stub.calls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(queries()).toEqual(['13', '138']), { timeout: 10_000 });
    await act(async () => {
      for (const r of releases) r();
    });
    fireEvent.click(await screen.findByText('Match 138'));
    expect(picked).toMatchObject({ id: 5, nickname: 'Match 138' });
    // back in the field, a key opens a new search: the field does not bring back the last one's
    // text ("138", which the next keys went on after)
    fireEvent.keyDown(input, { key: '2' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  test('an Enter typed before the answer picks the first member once it comes, and closes the list', async () => {
    const releases: (() => void)[] = [];
    const stub = stubClient(
      () =>
        new Promise((resolve) => {
          const rows = [memberDetail({ id: 8, visibleId: '25926891', nickname: 'Zhang Yi' })];
          releases.push(() => resolve({ data: { list: rows, total: 1 } }));
        }),
    );
    function Picked() {
      const [member, setMember] = useState<MemberRow | null>(null);
      return <MemberPicker selected={member} onSelect={setMember} autoFocus />;
    }
    render(
      <ApiProvider api={testWebApi({ client: stub.client })}>
        <Picked />
      </ApiProvider>,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.keyDown(input, { key: '2' });
    fireEvent.change(input, { target: { value: '25926891' } });
    await waitFor(() => expect(stub.calls.length).toBe(1), { timeout: 10_000 });
    // the search is out: Enter is held until it answers
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    await act(async () => {
      for (const r of releases) r();
    });
    // picked: the input names the member, and no list is left open over the fields below (it
    // stayed open, over the member's balance and the Coins label, with the typed id in the input)
    // (the picker's input after the pick: a pick of its own starts a new, closed Suggest)
    const picked = () => screen.getByRole('combobox') as HTMLInputElement;
    await waitFor(() => expect(picked().value).toBe('Zhang Yi (25926891)'));
    await waitFor(() => expect(picked().getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('listbox')).toBeNull();
    // the focus stays in the field it was in
    expect(document.activeElement).toBe(picked());
    // and the keys kept while the answer was out are handed on: the keyboard is given back (a key
    // of the next test was kept and typed a second time while they were not)
    await waitFor(() => expect(holdingTypedKeys()).toBe(false));
  });

  test('says when nothing matches', async () => {
    const stub = stubClient(() => ({ data: { list: [], total: 0 } }));
    render(
      <ApiProvider api={testWebApi({ client: stub.client })}>
        <MemberPicker selected={null} onSelect={() => undefined} autoFocus />
      </ApiProvider>,
    );
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'z' });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zz' } });
    expect(await screen.findByText('No member matches “zz”')).toBeTruthy();
  });
});
