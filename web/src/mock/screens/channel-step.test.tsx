import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { StepFormPage } from '../../features/channels/step-form-page.tsx';
import { ResultSuccessPage } from '../../features/results/result-pages.tsx';
import { WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

const field = (name: string) => document.getElementById(`channel-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const next = () => fireEvent.click(screen.getByTestId('channel-next'));

/** Fills both steps and goes on to the check step. */
async function fillSteps(name: string) {
  type('activityName', name);
  type('channelType', 'app');
  type('promotionTime', '12/01/2026');
  type('promotionTo', '12/31/2026');
  type('promoteLink', 'https://example.com/winter');
  next();
  await waitFor(() => expect(field('advertisingSource')).toBeTruthy(), WAIT);
  type('advertisingSource', 'Toutiao');
  type('advertisingMedia', 'Feed');
  fireEvent.click(field('keyword'));
  type('advertisingContent', 'Winter wallpapers for everyone');
  next();
  await screen.findByRole('button', { name: 'Submit' }, WAIT);
}

describe('/form/step on the mock API', { timeout: 30_000 }, () => {
  test('a taken activity name comes back to its step; a new one is created with a generated code', async () => {
    const world = mock.world();
    const before = world.channels.length;
    renderScreen(
      <Routes>
        <Route path="/form/step" element={<StepFormPage />} />
        <Route path="/result/success" element={<ResultSuccessPage />} />
      </Routes>,
      { world, url: '/form/step' },
    );
    await waitFor(() => expect(field('activityName')).toBeTruthy(), WAIT);

    await fillSteps('AppStore');
    next();
    expect(await screen.findByText('An activity named AppStore already exists', {}, WAIT)).toBeTruthy();
    expect(world.channels).toHaveLength(before);

    type('activityName', 'WinterSale');
    next();
    await waitFor(() => expect(field('advertisingSource')).toBeTruthy(), WAIT);
    next();
    await screen.findByRole('button', { name: 'Submit' }, WAIT);
    next();
    const code = `ch${String(before + 1).padStart(4, '0')}`;
    expect(await screen.findByText(`Channel WinterSale (${code}) created`, {}, WAIT)).toBeTruthy();
    expect(world.channels.at(-1)).toMatchObject({ code, name: 'WinterSale', keywords: ['toutiao'] });
  });
});
