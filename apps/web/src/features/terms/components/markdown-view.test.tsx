import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view.tsx';

describe('MarkdownView', () => {
  it('renders Markdown to elements', () => {
    const { container, getByRole } = render(
      <MarkdownView
        text={'# Termos\n\nUse com **cuidado**.\n\n- um\n- dois\n\n[site](https://lince.example)'}
      />,
    );
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Termos');
    expect(container.querySelector('strong')?.textContent).toBe('cuidado');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = getByRole('link', { name: 'site' });
    expect(link.getAttribute('href')).toBe('https://lince.example');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never injects HTML: raw tags are dropped, dangerous URLs and images neutralised', () => {
    const { container } = render(
      <MarkdownView
        text={[
          '<script>window.hacked = true</script>',
          '<img src=x onerror="window.hacked = true">',
          '<b onclick="x()">negrito cru</b>',
          '[clique](javascript:alert(1))',
          '![foto](https://evil.example/pixel.png)',
        ].join('\n\n')}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('onclick');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect(container.textContent).toContain('[imagem: foto]');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
