import { auditActionLabel, translate } from '@opsdeck/shared/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { UserInfoPage, type UserInfoTab } from '../../features/user/info/user-info-page.tsx';
import { CertificationTab } from '../../features/user/setting/certification-tab.tsx';
import { UserSettingPage } from '../../features/user/setting/setting-page.tsx';
// What the page loads after its first paint (the basic tab's schema, the later tabs, drawn once
// another file in this worker has drawn a first screen): imported with this file, not inside a
// test's timed steps
import '../../features/user/setting/security-tab.tsx';
import '../../features/user/setting/setting-schemas.ts';
import '../../features/user/setting/tokens-tab.tsx';
import { i18n } from '../../lib/i18n.ts';
import { profileOf, type World } from '../data/world.ts';
import { ok } from '../http/reply.ts';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

function InfoScreen({ world }: { world: World }) {
  const [tab, setTab] = useState<UserInfoTab>('overview');
  return <UserInfoPage profile={profileOf(world.operators[0]!)} tab={tab} onTabChange={setTab} />;
}

describe('user centre screens on the mock API', { timeout: 30_000 }, () => {
  test('/user/setting basic tab: a bad email is refused in the form, a good one is saved', async () => {
    const world = mock.world();
    const admin = world.operators[0]!;
    const { container } = renderScreen(<UserSettingPage />, { world, url: '/user/setting' });
    await expectTexts([admin.name, admin.visibleId]);
    // the page's own heading (h1), not the banner's operator name as its only one; the name is the
    // next level down (an h2: an h3 right after the h1 skipped a level, Lighthouse's heading-order)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User settings');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(admin.name);
    const email = await waitFor(() => {
      const input = container.querySelector<HTMLInputElement>('#profile-email');
      expect(input?.value).toBe(admin.email);
      return input!;
    }, WAIT);
    expect(container.querySelector<HTMLInputElement>('#profile-nickname')?.value).toBe(
      world.accountFields.get(admin.id)?.nickname,
    );

    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectTexts(['That email address does not look right']);
    expect(admin.email).toBe('linqiao@opsdeck.dev');

    fireEvent.change(email, { target: { value: 'qiao.lin@opsdeck.dev' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(admin.email).toBe('qiao.lin@opsdeck.dev'), WAIT);
    expect(screen.queryByText('That email address does not look right')).toBeNull();
  });

  test('/user/info: today’s count and the latest activity; the team tab lists the same-role operators', async () => {
    const world = mock.world();
    const admin = world.operators[0]!;
    const mine = world.audit.filter((e) => e.operatorId === admin.id);
    renderScreen(<InfoScreen world={world} />, { world, url: '/user/info' });
    await expectTexts([admin.jobName, admin.organizationName]);
    // the page's own heading (h1), not only the banner's operator name (an h2)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User info');
    const today = await screen.findByTestId('today-count', {}, WAIT);
    const midnight = new Date(world.now).setUTCHours(0, 0, 0, 0);
    expect(today.textContent).toBe(String(mine.filter((e) => Date.parse(e.createdAt) > midnight).length));
    // the latest action as the sentence the screen writes for its audit code
    await expectTexts([auditActionLabel('en-US', mine[0]!.action)]);

    fireEvent.click(screen.getByRole('tab', { name: 'My team' }));
    const team = await screen.findByTestId('team', {}, WAIT);
    expect(team.textContent).toContain(admin.name);
    for (const other of world.operators.filter((o) => o.role !== admin.role))
      expect(team.textContent).not.toContain(other.name);
  });

  // the stored certification types (enterprise, ID card, Business licence) read as words in each language
  test.each([
    ['en-US', ['Enterprise', 'ID card', 'Business licence']],
    ['zh-CN', ['企业', '身份证', '营业执照']],
  ] as const)(
    '/user/setting certification tab in %s: the stored types in words of the language',
    async (locale, words) => {
      // the enterprise block as the server's seed answers it for the first admin
      mock.use(
        http.get('*/api/admin/account/certification', () =>
          ok({
            enterpriseInfo: {
              accountType: 'enterprise',
              status: 'verified',
              time: '2025-10-26T04:00:00.000Z',
              legalPerson: '林*',
              certificateType: 'ID card',
              authenticationNumber: '3301**********0012',
              enterpriseName: '杭州拾光内容科技有限公司',
              enterpriseCertificateType: 'Business licence',
              organizationCode: '91330106MA2*****7X',
            },
            records: [],
          }),
        ),
      );
      try {
        await i18n.changeLanguage(locale);
        renderScreen(<CertificationTab />, { world: mock.world(), url: '/user/setting?tab=certification' });
        await expectTexts([...words]);
        const shown = document.querySelector('.od-certification-tab')?.textContent ?? '';
        if (locale === 'zh-CN') expect(shown).not.toMatch(/enterprise|ID card|Business licence/);
      } finally {
        await i18n.changeLanguage('en-US');
      }
    },
  );

  test('/user/setting certification tab: once loaded, no enterprise block and no records say so', async () => {
    const world = mock.world();
    renderScreen(<CertificationTab />, { world, url: '/user/setting?tab=certification' });
    await expectTexts([
      translate('en-US', 'account.certification.none'),
      translate('en-US', 'account.certification.noRecords'),
    ]);
    expect(screen.queryByTestId('certification-records')).toBeNull();
  });
});
