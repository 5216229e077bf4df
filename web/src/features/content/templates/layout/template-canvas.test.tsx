import type { TemplateLayout } from '@opsdeck/shared/schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { TemplateCanvas } from './template-canvas.tsx';

const layout: TemplateLayout = {
  canvas: { width: 1080, height: 1920, background: '#102030', backgroundImage: null },
  layers: [
    {
      id: 'image-1',
      name: '',
      kind: 'image',
      x: 100,
      y: 200,
      width: 880,
      height: 600,
      rotation: 0,
      opacity: 1,
      slot: 'photo1',
      src: null,
      fit: 'cover',
      radius: 24,
    },
    {
      id: 'text-1',
      name: '',
      kind: 'text',
      x: 40,
      y: 1500,
      width: 1000,
      height: 200,
      rotation: -5,
      opacity: 1,
      text: 'Happy birthday',
      fontFamily: 'serif',
      fontSize: 96,
      fontWeight: 'bold',
      italic: false,
      color: '#ffffff',
      align: 'center',
      lineHeight: 1.2,
      editable: true,
    },
  ],
};

describe('TemplateCanvas', () => {
  test('lays layers out in canvas pixels and scales the whole canvas to the box', () => {
    render(<TemplateCanvas layout={layout} box={{ width: 270, height: 600 }} label="Card" testId="canvas" />);
    const frame = screen.getByTestId('canvas');
    expect(frame.getAttribute('role')).toBe('img');
    expect(frame.getAttribute('aria-label')).toBe('Card');
    expect(frame.style.width).toBe('270px');
    expect(frame.style.height).toBe('480px');
    expect(frame.dataset.scale).toBe('0.25');
    const canvas = frame.firstElementChild as HTMLElement;
    expect(canvas.style.width).toBe('1080px');
    expect(canvas.style.transform).toBe('scale(0.25)');

    const text = frame.querySelector<HTMLElement>('[data-layer-id="text-1"]')!;
    expect(text.textContent).toBe('Happy birthday');
    expect(text.style.left).toBe('40px');
    expect(text.style.fontSize).toBe('96px');
    expect(text.style.transform).toBe('rotate(-5deg)');
    const slot = frame.querySelector<HTMLElement>('[data-slot="photo1"]')!;
    expect(slot.className).toContain('od-tpl-slot-empty');
    expect(slot.style.borderRadius).toBe('24px');
  });

  test('draws layers in order, the first at the bottom', () => {
    render(<TemplateCanvas layout={layout} box={{ width: 540 }} label="Card" testId="canvas" />);
    const ids = [...screen.getByTestId('canvas').querySelectorAll('[data-layer-id]')].map((el) =>
      el.getAttribute('data-layer-id'),
    );
    expect(ids).toEqual(['image-1', 'text-1']);
  });

  test('in the editor a pointer on a layer reports it, and the selected one is outlined', () => {
    const down = vi.fn();
    render(
      <TemplateCanvas
        layout={layout}
        box={{ width: 540 }}
        label="Card"
        testId="canvas"
        selectedId="text-1"
        onLayerPointerDown={down}
      />,
    );
    const text = screen.getByText('Happy birthday');
    expect(text.className).toContain('od-tpl-selected');
    fireEvent.pointerDown(text);
    expect(down).toHaveBeenCalledWith(expect.objectContaining({ id: 'text-1' }), expect.anything());
  });
});
