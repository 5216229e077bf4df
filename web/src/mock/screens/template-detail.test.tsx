import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { TemplateDetailPage } from '../../features/content/templates/template-detail-page.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('template detail on the mock API', { timeout: 30_000 }, () => {
  test('shows the template; editing its name saves it with the read updatedAt', async () => {
    const world = mock.world();
    const template = world.templates.find((t) => t.status === 'online')!;
    const before = template.updatedAt;
    const { container } = renderScreen(<TemplateDetailPage />, {
      world,
      url: `/template/detail?id=${template.id}`,
    });
    await expectTexts([template.name]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = await waitFor(() => {
      const input = container.querySelector<HTMLInputElement>('input[name="name"]');
      expect(input?.value).toBe(template.name);
      return input!;
    }, WAIT);
    fireEvent.change(name, { target: { value: 'Renamed card' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(template.name).toBe('Renamed card'), WAIT);
    expect(Date.parse(template.updatedAt)).toBeGreaterThan(Date.parse(before));
    await expectTexts(['Renamed card']);
  });
});
