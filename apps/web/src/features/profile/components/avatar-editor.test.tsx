import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AvatarEditor } from './avatar-editor.tsx';

function choose(file: File) {
  fireEvent.change(screen.getByTestId('arquivo-foto'), { target: { files: [file] } });
}

describe('AvatarEditor', () => {
  it('refuses other types and files over 2 MB before any upload', async () => {
    const onUpload = vi.fn();
    render(<AvatarEditor avatar={null} name="Ana" onUpload={onUpload} onRemove={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).toBeNull();
    choose(new File(['<svg/>'], 'foto.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Escolha uma imagem PNG ou JPEG.')).toBeTruthy();
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('A imagem deve ter no máximo 2 MB.')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('offers "Trocar foto" and "Remover foto" when there is an avatar', async () => {
    const onRemove = vi.fn().mockResolvedValue(undefined);
    render(
      <AvatarEditor
        avatar="/v1/users/u1/avatar?v=x.png"
        name="Ana"
        onUpload={vi.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('button', { name: 'Trocar foto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
